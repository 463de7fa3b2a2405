import type { ReactNode } from 'react';
import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { formatCount } from '../../../lib/format';
import type { AdminListAnswer } from '../api/get-list-page';
import type { AdminListPageState } from '../lib/use-admin-list-page';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';

type AdminListSectionProps<Row> = {
  id: string;
  title: string;
  action?: ReactNode;
  /** What one row is, singular and plural: "game", "games". */
  noun: readonly [string, string];
  search: { label: string; placeholder: string };
  /** The page shown and its search (lib/use-admin-list-page.ts). */
  state: AdminListPageState<AdminListAnswer<Row>>;
  rowKey: (row: Row) => string | number;
  renderRow: (row: Row) => ReactNode;
};

/**
 * An admin's paged list (the Games, Users and Invites tabs; product §G7): the count, the search box, the page's rows
 * as cards and the pager. Counts and "none" are worded from the answer's own search, so a count never sits beside a
 * search it does not belong to yet.
 */
export function AdminListSection<Row>({ id, title, action, noun: [one, many], search, state, rowKey, renderRow }: AdminListSectionProps<Row>) {
  const { list, typed, setTyped, top, page, pageCount, showPage } = state;
  const total = list.data?.total;
  const answered = list.data?.text;
  const counted = total === undefined ? null : formatCount(total, one, many);
  const summary = counted && answered ? `${counted} match “${answered}”` : counted;
  return (
    <PanelSection id={id} title={title} summary={summary} action={action}>
      <ListSearch top={top} label={search.label} placeholder={search.placeholder} value={typed} onChange={setTyped} />
      <LoadState isPending={list.isPending} error={list.error} loadingLabel={`Loading ${title.toLowerCase()}…`} onRetry={() => void list.refetch()} />
      {list.data?.rows.length === 0 ? <p className="text-muted-foreground">{answered ? `No ${many} match “${answered}”.` : `No ${many} yet.`}</p> : null}
      {list.data && list.data.rows.length > 0 ? (
        <ul className="grid gap-3 transition-opacity aria-busy:opacity-60 lg:grid-cols-2" aria-busy={list.isPlaceholderData}>
          {list.data.rows.map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
        </ul>
      ) : null}
      <ListPager label={`${title} pages`} page={page} pageCount={pageCount} onPage={showPage} />
    </PanelSection>
  );
}
