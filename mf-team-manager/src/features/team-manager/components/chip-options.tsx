import type { ChipOptionPayload, SolverChipName } from '@draftroom/contracts';
import { CHIP_NAMES, CHIPS, chipUsedInHalf, type ChipPlay } from '@draftroom/domain';
import { Button } from '@draftroom/ui';

/** The chips the solver plans: all four, the game's order (the free hit since decision 208). */
export const SOLVER_CHIPS: readonly SolverChipName[] = CHIPS;

export type ChipChoice = 'forbidden' | 'allowed' | 'forced';
/** The manager's choice per chip and gameweek (`${chip}:${gameweek}`); absent: forbidden. */
export type ChipGrid = Readonly<Record<string, ChipChoice>>;

const key = (chip: SolverChipName, gameweek: number) => `${chip}:${gameweek}`;

/** The grid as the request's chip options: every allowed or forced pair, still playable. */
export function chipOptionsOf(grid: ChipGrid, gameweeks: readonly number[], played: readonly ChipPlay[]): ChipOptionPayload[] {
  return SOLVER_CHIPS.flatMap((chip) => gameweeks.flatMap((gameweek) => {
    const choice = grid[key(chip, gameweek)] ?? 'forbidden';
    return choice === 'forbidden' || chipUsedInHalf(chip, gameweek, played) ? [] : [{ chip, gameweek, choice }];
  }));
}

/** Every chip allowed in every gameweek it can still be played in (forced ones stay forced). */
export function allowEveryChip(grid: ChipGrid, gameweeks: readonly number[], played: readonly ChipPlay[]): ChipGrid {
  const next: Record<string, ChipChoice> = { ...grid };
  for (const chip of SOLVER_CHIPS) {
    for (const gameweek of gameweeks) {
      if (!chipUsedInHalf(chip, gameweek, played) && next[key(chip, gameweek)] !== 'forced') next[key(chip, gameweek)] = 'allowed';
    }
  }
  return next;
}

export interface ChipOptionsProps {
  gameweeks: readonly number[];
  grid: ChipGrid;
  /** Chips the team already played (each once per half-season). */
  played: readonly ChipPlay[];
  disabled: boolean;
  onChange: (grid: ChipGrid) => void;
}

/**
 * Which chips the solver may play where (issue 30): per chip and planned gameweek, not at all,
 * if it pays ("Allowed") or for certain ("Forced"). A chip already played in that half of the
 * season says where, and cannot be chosen.
 */
export function ChipOptions({ gameweeks, grid, played, disabled, onChange }: ChipOptionsProps) {
  const set = (chip: SolverChipName, gameweek: number, choice: ChipChoice) => onChange({ ...grid, [key(chip, gameweek)]: choice });
  return (
    <fieldset className="tm-chip-options" disabled={disabled}>
      <legend>Chips the solver may play</legend>
      <div className="tm-chip-options__scroll">
        <table className="tm-chip-options__table">
          <thead>
            <tr>
              <th scope="col">Chip</th>
              {gameweeks.map((gw) => <th key={gw} scope="col">GW{gw}</th>)}
            </tr>
          </thead>
          <tbody>
            {SOLVER_CHIPS.map((chip) => (
              <tr key={chip}>
                <th scope="row">{CHIP_NAMES[chip]}</th>
                {gameweeks.map((gw) => {
                  const used = chipUsedInHalf(chip, gw, played);
                  return (
                    <td key={gw}>
                      {used ? <span className="tm-chip-options__used">Played GW{used.gameweek}</span> : (
                        <select className="dr-select" aria-label={`${CHIP_NAMES[chip]} in GW${gw}`} value={grid[key(chip, gw)] ?? 'forbidden'}
                          onChange={(e) => set(chip, gw, e.target.value as ChipChoice)}>
                          <option value="forbidden">No</option>
                          <option value="allowed">Allowed</option>
                          <option value="forced">Forced</option>
                        </select>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="tm-chip-options__actions">
        <Button variant="secondary" onClick={() => onChange(allowEveryChip(grid, gameweeks, played))}>Allow every chip</Button>
        <Button variant="secondary" onClick={() => onChange({})}>No chips</Button>
      </div>
      <p className="tm-suggest__note">
        Each chip once per half-season (GW1-19, GW20-38), one a gameweek. A free hit's squad lasts its gameweek: the squad owned comes back the next, with the free transfers it had.
      </p>
    </fieldset>
  );
}
