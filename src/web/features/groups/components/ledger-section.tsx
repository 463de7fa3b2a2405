import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupDetail } from '../../../../contract/groups-responses';
import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { ledgerQuery } from '../api/get-ledger';
import { namesById, runningBalances, seasonChoices, thisYear } from '../lib/ledger-view';
import { BalanceChart } from './balance-chart';
import { BalancesList } from './balances-list';
import { LedgerGames } from './ledger-games';
import { PaymentsList } from './payments-list';
import { RecordPaymentForm } from './record-payment-form';
import { SelectField } from './select-field';
import { TransfersList } from './transfers-list';

/**
 * The season's ledger (product §R18): a season picker (this year by default, and every year with a game or a payment),
 * each member's balance, the transfers that settle them with Mark as paid, the running balances drawn, Record a payment,
 * the payments recorded and the games counted. GROUP_CHANGED refreshes it (lib/use-user-events.ts).
 */
export function LedgerSection({ group, isOwner }: { group: GroupDetail; isOwner: boolean }) {
  const current = thisYear();
  const [year, setYear] = useState(current);
  const ledger = useQuery(ledgerQuery(group.id, year));
  const data = ledger.data;
  const names = namesById(group, data);
  const seasons = seasonChoices([...(data?.seasons ?? []), year], current);
  const picker = (
    <div className="w-40">
      <SelectField
        id="ledger-season"
        label="Season"
        value={String(year)}
        options={seasons.map((season) => ({ value: String(season), label: season === current ? 'This year' : String(season) }))}
        onChange={(value) => setYear(Number(value))}
      />
    </div>
  );
  return (
    <PanelSection id="group-ledger" title="Ledger" summary={year === current ? `This year (${String(year)})` : `Season ${String(year)}`} action={picker}>
      <LoadState isPending={ledger.isPending} error={ledger.error} loadingLabel="Loading the ledger" onRetry={() => void ledger.refetch()} />
      {data ? (
        <div className={ledger.isPlaceholderData ? 'grid gap-6 opacity-60' : 'grid gap-6'} aria-busy={ledger.isPlaceholderData}>
          <div className="grid gap-2">
            <h3 className="font-semibold">Balances</h3>
            <BalancesList ledger={data} myMemberId={group.myMemberId} />
          </div>
          <TransfersList group={group} ledger={data} names={names} isOwner={isOwner} />
          <div className="grid gap-2">
            <h3 className="font-semibold">Running balance</h3>
            <BalanceChart running={runningBalances(data)} />
          </div>
          <RecordPaymentForm group={group} />
          <PaymentsList groupId={group.id} ledger={data} names={names} />
          <LedgerGames ledger={data} names={names} />
        </div>
      ) : null}
    </PanelSection>
  );
}
