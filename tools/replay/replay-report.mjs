/** The replay's figures as the markdown sections of docs/solver.md, one per season (and the console). */
const markers = (seasonId) => [`<!-- replay ${seasonId}:start (npm run replay -- --write-docs) -->`, `<!-- replay ${seasonId}:end -->`];

const sum = (list, f) => list.reduce((n, x) => n + f(x), 0);
const moves = (w, names) => w.transfers.map((t) => `${names.get(t.out)} -> ${names.get(t.in)}`).join(', ');

const CHIP_LABELS = { wildcard: 'WC', bboost: 'BB', '3xc': 'TC', freehit: 'FH' };

export function weekLine(w, names) {
  const hits = w.hits ? ` (-${w.hits})` : '';
  const chip = w.chip ? ` [${CHIP_LABELS[w.chip]}${w.chipPoints === undefined ? '' : ` +${w.chipPoints}`}]` : '';
  return `GW${w.gameweek} ${w.points} pts${chip}, xPts ${w.projected.toFixed(1)}${hits}${w.transfers.length ? `; ${moves(w, names)}` : ''}; bank £${(w.bank / 10).toFixed(1)}m`;
}

export function replaceGenerated(doc, generated, seasonId) {
  const [startMarker, endMarker] = markers(seasonId);
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`docs/solver.md has lost its replay markers for ${seasonId} (${startMarker})`);
  return `${doc.slice(0, start + startMarker.length)}\n${generated.trim()}\n${doc.slice(end)}`;
}

function totalsTable(runs) {
  const rows = runs.map((r) => {
    const transfers = sum(r.weeks, (w) => w.transfers.length);
    const hits = sum(r.weeks, (w) => w.hits);
    return `| ${r.name} | **${sum(r.weeks, (w) => w.points)}** | ${sum(r.weeks, (w) => w.projected).toFixed(1)} | ${transfers} | ${hits / 4} (-${hits}) | ${r.seconds.toFixed(0)} s |`;
  });
  return ['| Strategy | Actual points | xPts projected at the time | Transfers | Hits | Replay time |', '|---|---:|---:|---:|---:|---:|', ...rows].join('\n');
}

function weeksTable(runs) {
  const header = `| GW | ${runs.map((r) => r.name).join(' | ')} |`;
  const lines = runs[0].weeks.map((_, i) => {
    const cells = runs.map((r) => {
      const w = r.weeks[i];
      const note = w.transfers.length ? ` (${w.transfers.length}${w.hits ? `, -${w.hits}` : ''})` : '';
      const gain = w.chipPoints === undefined ? '' : ` +${w.chipPoints}`;
      return `${w.points}${note}${w.chip ? ` **${CHIP_LABELS[w.chip]}**${gain}` : ''}`;
    });
    return `| ${runs[0].weeks[i].gameweek} | ${cells.join(' | ')} |`;
  });
  return [header, `|---:|${runs.map(() => '---:').join('|')}|`, ...lines].join('\n');
}

function solveLine(runs, timeLimit) {
  const solves = runs.flatMap((r) => r.solves);
  if (solves.length === 0) return 'No solves.';
  const secs = solves.map((s) => s.seconds);
  const optimal = solves.filter((s) => s.status === 'optimal');
  const limited = solves.filter((s) => s.status === 'time-limit');
  const failed = solves.filter((s) => s.status.startsWith('failed'));
  const planned = [...optimal, ...limited];
  const worst = planned.reduce((a, b) => (b.gap > a.gap ? b : a), planned[0]);
  const gws = (list) => (list.length ? ` (GW ${list.map((s) => s.gameweek).join(', ')})` : '');
  return [
    `Suggest-transfers solves: ${solves.length}, wall time mean ${(sum(secs, (s) => s) / secs.length).toFixed(1)} s, max ${Math.max(...secs).toFixed(1)} s `,
    `(limit ${timeLimit} s per solve); ${optimal.length} proven optimal (gap 0), ${limited.length} stopped at the time limit${gws(limited)}`,
    failed.length ? `, ${failed.length} without a plan (the team rolled)${gws(failed)}: ${[...new Set(failed.map((s) => s.status))].join('; ')}` : '',
    worst ? `; worst optimality gap ${(worst.gap * 100).toFixed(2)}% (GW${worst.gameweek}).` : '.',
  ].join('');
}

const worthText = (worth) => Object.entries(worth).map(([chip, xpts]) => `${CHIP_LABELS[chip]} ${xpts}`).join(', ');

const priceText = (t) => `${t.minNet.toLocaleString('en-GB')} net transfers and ${(t.minShare * 100).toFixed(0)}% of owners`;

export function generatedSection({ seasonId, runs, draft, names, timeLimit, totalSeconds, projectionSeconds, load, lastGameweek, chipWorth, squadChips, anchors, priceRule }) {
  const squad = draft.squad.map((id) => names.get(id)).join(', ');
  return [
    `${seasonId}, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, GW1-${lastGameweek}: the season's replay took ${totalSeconds.toFixed(0)} s on the shared 2-core machine ` +
      `(load average at the end ${load}; projections ${projectionSeconds.toFixed(0)} s of it). A chip kept past a plan is worth (xPts, decision 186): ${worthText(chipWorth)}; ` +
      `the wildcard and free hit allowed ${squadChips === 'now' ? "in each deadline's own gameweek only" : 'in every planned gameweek'}. ` +
      (priceRule
        ? `The solver plans with the predicted price moves, as the planner does (decisions 205 and 207; the rule fitted on the earlier seasons: a rise at ${priceText(priceRule.rise)}, a fall at ${priceText(priceRule.fall)} out); the books use the real prices.`
        : "The solver plans at each deadline's prices (no predicted moves); the books use the real prices."),
    '',
    anchors ? `Real managers that season: ${anchors}.` : 'Real managers that season: the shared dataset and its README hold no managers\' totals for it, so there is no anchor.',
    '',
    `GW1 squad (the solver's best draft for GW1-6 by the xPts of the GW1 deadline, ${draft.proof.status}, gap ${(draft.proof.gap * 100).toFixed(2)}%): ` +
      `${squad}. Cost £${(draft.cost / 10).toFixed(1)}m, £${(draft.left / 10).toFixed(1)}m in the bank.`,
    '',
    totalsTable(runs),
    '',
    solveLine(runs, timeLimit),
    '',
    'Points per gameweek (in brackets: transfers made, and hit points when any; in bold the chip played: WC wildcard, FH free hit, BB bench boost, TC triple captain, with what the bench boost or triple captain added):',
    '',
    weeksTable(runs),
  ].join('\n');
}
