import { type Cents, centsFrom, formatLabel } from '../../../../golf';
import { formatMoney, moneyTone } from '../../../lib/games/money';
import { cn } from '../../../lib/utils';
import { settlementExample, type SettlementExample } from '../lib/docs-example';
import { DocsSection, type DocsSectionProps, DocsTopic } from './docs-section';
import { DocsTable } from './docs-table';

const signed = (cents: Cents) => formatMoney(cents, { signed: true });

/** The example's golfers: handicap, gross, and net total over each bet's holes. */
function ScoresTable({ example }: { example: SettlementExample }) {
  return (
    <DocsTable
      label="Example scores"
      caption="Net totals over each bet's holes."
      corner="Golfer"
      columns={[{ key: 'hcp', label: 'HCP' }, { key: 'gross', label: 'Gross' }, ...example.bets.map((bet) => ({ key: bet.key, label: `${bet.label} net` }))]}
      rows={example.players.map((player) => ({
        key: player.id,
        header: player.name,
        cells: [
          { key: 'hcp', content: player.handicapDisplay },
          { key: 'gross', content: player.gross },
          ...example.bets.map((bet) => ({ key: bet.key, content: player.netByBet[bet.key] ?? '–' })),
        ],
      }))}
    />
  );
}

const moneyCell = (key: string, cents: Cents, className?: string) => ({ key, content: signed(cents), className: cn(moneyTone(cents), className) });

/** Each bet's winners and what every golfer gets or pays on it, with the sum: each golfer's winnings. */
function MoneyTable({ example }: { example: SettlementExample }) {
  const betRows = example.bets.map((bet) => ({
    key: bet.key,
    header: bet.label,
    cells: [
      { key: 'winners', content: bet.push ? 'Push' : bet.winnerNames.join(' & ') },
      ...example.players.map((player) => moneyCell(player.id, bet.centsByPlayer[player.id] ?? centsFrom(0))),
    ],
  }));
  const total = {
    key: 'winnings',
    header: 'Winnings',
    headerSpan: 2,
    className: 'font-bold',
    cells: example.winnings.map((entry) => moneyCell(entry.id, entry.cents)),
  };
  return (
    <DocsTable
      label="Example settlement"
      caption="What each bet pays (negative: pays in)."
      corner="Bet"
      columns={[{ key: 'winners', label: 'Won by', align: 'left' }, ...example.players.map((player) => ({ key: player.id, label: player.name }))]}
      rows={[...betRows, total]}
    />
  );
}

/** The worked example: a small game settled at render time by the engine's settlementFor and paymentsFor. */
function WorkedExample() {
  const example = settlementExample();
  return (
    <DocsTopic title="Worked example">
      <p>
        A {formatLabel(example.format)} for {formatMoney(example.betCents)} a bet between {example.players.map((p) => p.name).join(', ')}.
        The pot is {formatMoney(example.pot)}: {formatMoney(example.betCents)} &times; {example.bets.length} bets &times;{' '}
        {example.players.length} golfers. Dormie settles it with the same code that settles a real game:
      </p>
      <ScoresTable example={example} />
      <MoneyTable example={example} />
      <ul className="grid gap-1" aria-label="Who pays whom">
        {example.payments.length === 0 ? <li>All square: nobody pays anybody.</li> : null}
        {example.payments.map((payment) => (
          <li key={`${payment.from}-${payment.to}`}>
            {payment.from} pays {payment.to} <span className="font-semibold tabular-nums">{formatMoney(payment.cents)}</span>
          </li>
        ))}
      </ul>
    </DocsTopic>
  );
}

/** The Settlement section: how bets turn into money, and the worked example. */
export function DocsSettlement({ id, title }: DocsSectionProps) {
  return (
    <DocsSection id={id} title={title} intro="Money is settled when the creator completes the game, bet by bet.">
      <DocsTopic title="How each bet pays">
        <ul className="grid list-disc gap-1 pl-5">
          <li>Every player on a losing side pays the bet amount.</li>
          <li>What the losers paid is shared equally by the players of the winning side or sides (tied winners share).</li>
          <li>A push (everyone tied, a halved match) moves no money.</li>
          <li>
            Shares are worked in cents and rounded down; any leftover cents go to the winners in the order they joined, so a
            game&apos;s winnings always add up to exactly zero.
          </li>
        </ul>
        <p>
          A golfer&apos;s winnings are the sum over the game&apos;s bets: one for stroke play, match play and best ball, three for a
          nassau. The pot on the game&apos;s banner is the bet &times; the number of bets &times; the number of players. A game with
          one player, or a bet of $0, moves no money.
        </p>
      </DocsTopic>
      <WorkedExample />
    </DocsSection>
  );
}
