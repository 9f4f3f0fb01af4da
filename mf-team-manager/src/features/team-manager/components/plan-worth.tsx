import type { PlanWorth } from '@draftroom/domain';

/** Each planned gameweek's projected points and the total, against keeping the squad without transfers. */
export function PlanWorthTable({ worth }: { worth: PlanWorth }) {
  if (worth.gameweeks.length === 0) return null;
  const gain = worth.planned - worth.withoutTransfers;
  return (
    <section className="dr-card tm-worth" aria-labelledby="tm-worth-title">
      <h2 id="tm-worth-title" className="tm-card-title">Projected points by gameweek</h2>
      <table className="tm-worth__table">
        <thead><tr><th scope="col">GW</th><th scope="col">Plan</th><th scope="col">No transfers</th></tr></thead>
        <tbody>
          {worth.gameweeks.map((g) => (
            <tr key={g.gameweek}><th scope="row">{g.gameweek}</th><td>{g.planned.toFixed(1)}</td><td>{g.withoutTransfers.toFixed(1)}</td></tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-testid="plan-total">{worth.planned.toFixed(1)}</td>
            <td data-testid="plan-total-without">{worth.withoutTransfers.toFixed(1)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="tm-worth__gain" data-testid="plan-gain">{gain >= 0 ? '+' : ''}{gain.toFixed(1)} pts against no transfers</p>
    </section>
  );
}
