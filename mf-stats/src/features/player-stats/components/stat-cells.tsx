import { defconHighlighted, formatTenths, type MatchResult } from '@draftroom/domain';
import type { TableColumn } from '@draftroom/ui';

/** Column builders shared by both seasons' tables, so every number is shown the same way. */
type Numeric<R> = { [K in keyof R]: R[K] extends number ? K : R[K] extends number | null ? K : never }[keyof R] & string;

export const two = (n: number): string => n.toFixed(2);
/** A price in tenths as the stats rows carry it; 'N/A' where the row has none. */
export const money = (tenths: number | null): string => (tenths == null ? 'N/A' : formatTenths(tenths));

export function intColumn<R>(key: Numeric<R>, header: string, title?: string): TableColumn<R> {
  return { key, header, title, align: 'right', cell: (r) => String((r[key] as number | null) ?? 0) };
}

export function decimalColumn<R>(key: Numeric<R>, header: string, title?: string): TableColumn<R> {
  return { key, header, title, align: 'right', cell: (r) => two((r[key] as number | null) ?? 0) };
}

/** Per-GW goals and assists: green when above 0. */
export function countColumn<R>(key: Numeric<R>, header: string): TableColumn<R> {
  return { ...intColumn<R>(key, header), cellClassName: (r) => (((r[key] as number) ?? 0) > 0 ? 'st-good' : undefined) };
}

/** DefCons: green at the position's threshold (10 GKP/DEF, 12 MID, never FWD). */
export function defconsColumn<R extends { defcons: number; player_position: string }>(header = 'DefCons'): TableColumn<R> {
  return {
    key: 'defcons',
    header,
    title: 'Defensive contributions: CBIT for defenders, CBIRT for midfielders and forwards',
    align: 'right',
    cell: (r) => String(r.defcons),
    cellClassName: (r) => (defconHighlighted(r.player_position, r.defcons) ? 'st-good' : undefined),
  };
}

export function cleanSheetColumn<R extends { clean_sheet: boolean }>(): TableColumn<R> {
  return {
    key: 'clean_sheet',
    header: 'CS',
    title: 'Clean sheet',
    align: 'center',
    cell: (r) => (r.clean_sheet ? <span className="st-tick" aria-label="Yes">✓</span> : <span className="st-cross" aria-label="No">✗</span>),
  };
}

interface FixtureLikeRow {
  gw: number;
  opponent: string;
  was_home: boolean;
  score: string | null;
  result: MatchResult | null;
}

/** The player's side first: a 1-2 away win reads 2-1. */
function ownScore(score: string, wasHome: boolean): string {
  const [home, away] = score.split('-');
  return wasHome ? `${home}-${away}` : `${away}-${home}`;
}

export function gwColumn<R extends FixtureLikeRow>(): TableColumn<R> {
  return { key: 'gw', header: 'GW', align: 'center', cell: (r) => <strong>{r.gw}</strong> };
}

/** Fixture: opponent, venue and score, the cell green for W, yellow for D, red for L. */
export function fixtureColumn<R extends FixtureLikeRow>(header = 'Fixture'): TableColumn<R> {
  return {
    key: 'fixture',
    header,
    cell: (r) => (
      <span className="st-result">
        {r.result && <span className={`st-result__badge st-result__badge--${r.result}`} aria-label={{ W: 'Won', D: 'Drew', L: 'Lost' }[r.result]}>{r.result}</span>}
        <span>{r.opponent} ({r.was_home ? 'H' : 'A'})</span>
        {r.score && <strong>{ownScore(r.score, r.was_home)}</strong>}
      </span>
    ),
    cellClassName: (r) => (r.result ? `st-result--${r.result}` : undefined),
  };
}
