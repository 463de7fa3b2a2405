import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { useSignedInUser } from '../../../lib/auth';
import { formatCount } from '../../../lib/format';
import { useAdminUsers } from '../api/get-users';
import { useAdminListPage } from '../lib/use-admin-list-page';
import { CreateUserDialog } from './create-user-dialog';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';
import { UserCard } from './user-card';

/**
 * Users tab (product §G2, §G6): every account, newest first, with its status and the admin's actions; searched and paged
 * by the server (GET /api/admin/users), as the Games tab is, so a club of thousands of golfers loads one page at a time.
 */
export function UsersTab() {
  const { list: users, typed, setTyped, top, page, pageCount, showPage } = useAdminListPage(useAdminUsers);
  const me = useSignedInUser();
  const total = users.data?.total;
  const answered = users.data?.text;
  const summary = total === undefined ? null : answered ? `${formatCount(total, 'account')} match “${answered}”` : formatCount(total, 'account');
  return (
    <PanelSection id="admin-users-heading" title="Users" summary={summary} action={<CreateUserDialog />}>
      <ListSearch top={top} label="Search users" placeholder="Search by name, username, email or Player ID" value={typed} onChange={setTyped} />
      <LoadState isPending={users.isPending} error={users.error} loadingLabel="Loading users…" onRetry={() => void users.refetch()} />
      {users.data?.rows.length === 0 ? <p className="text-muted-foreground">{answered ? `No accounts match “${answered}”.` : 'No accounts yet.'}</p> : null}
      {users.data && users.data.rows.length > 0 ? (
        <ul className="grid gap-3 transition-opacity aria-busy:opacity-60 lg:grid-cols-2" aria-busy={users.isPlaceholderData}>
          {users.data.rows.map((user) => (
            <li key={user.id}>
              <UserCard user={user} isSelf={user.id === me.id} />
            </li>
          ))}
        </ul>
      ) : null}
      <ListPager label="Users pages" page={page} pageCount={pageCount} onPage={showPage} />
    </PanelSection>
  );
}
