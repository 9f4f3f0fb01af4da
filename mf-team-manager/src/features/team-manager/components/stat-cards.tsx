import { formatTenths } from '@draftroom/domain';

export interface StatCardsProps {
  totalPoints: number | null;
  overallRank: number | null;
  /** Points the gameweek's hits cost (shown negative). */
  transferCost: number;
  bankTenths: number;
}

const number = (n: number | null) => (n == null ? '—' : n.toLocaleString('en-GB'));

/** Total Points, Transfer Cost, Overall Rank and Bank (spec 2.11). */
export function StatCards({ totalPoints, overallRank, transferCost, bankTenths }: StatCardsProps) {
  const cards: Array<[string, string, string?]> = [
    ['Total Points', number(totalPoints)],
    ['Transfer Cost', transferCost === 0 ? '0' : `-${transferCost}`, transferCost > 0 ? 'is-negative' : undefined],
    ['Overall Rank', number(overallRank)],
    ['Bank', formatTenths(bankTenths), bankTenths < 0 ? 'is-negative' : undefined],
  ];
  return (
    <dl className="tm-stats">
      {cards.map(([label, value, tone]) => (
        <div key={label} className={['tm-stat', tone].filter(Boolean).join(' ')}>
          <dt>{label}</dt>
          <dd data-testid={`stat-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
