import { chanceOfPlaying, formatXpts, positionStatsCode, xptsIn, type XptsRow } from '@draftroom/domain';
import type { Player } from '@draftroom/contracts';
import { Button, downloadCsv, toCsv, type CsvValue } from '@draftroom/ui';
import type { XptsTableModel } from '../hooks/use-xpts-table';

/**
 * Builds the CSV of every filtered row (not just the page) with the columns on screen, after the
 * player's FPL id, price and chance of playing (issue 31), so it joins other tools' sheets by id.
 */
export function xptsCsv(model: XptsTableModel, rows: readonly XptsRow<Player>[]): string {
  const { range, columns, actual, playedThrough } = model;
  const header = ['FPL id', 'Player', 'Full name', 'Team', 'Position', 'Price (£m)', 'Chance of playing (%)'];
  if (range) header.push(`Total xPts GW${range[0]}-GW${range[range.length - 1]}`);
  for (const gw of columns) {
    header.push(`GW${gw} xPts`);
    if (gw <= playedThrough) header.push(`GW${gw} points`);
  }
  const body = rows.map((r) => {
    const { player } = r;
    const line: CsvValue[] = [player.id, player.web_name, player.name, player.teamShortName, positionStatsCode(player.position), player.price.toFixed(1), chanceOfPlaying(player)];
    if (range) line.push((r.total ?? 0).toFixed(2));
    for (const gw of columns) {
      line.push(formatXpts(xptsIn(r.player, gw)));
      if (gw <= playedThrough) line.push(actual.get(r.player.id)?.[gw - 1] ?? '');
    }
    return line;
  });
  return toCsv(header, body);
}

export function XptsExportButton({ model, rows }: { model: XptsTableModel; rows: readonly XptsRow<Player>[] }) {
  const first = model.columns[0];
  const last = model.columns[model.columns.length - 1];
  return (
    <Button variant="secondary" size="sm" disabled={rows.length === 0} onClick={() => downloadCsv(`expected-points-gw${first}-gw${last}.csv`, xptsCsv(model, rows))}>
      Export CSV
    </Button>
  );
}
