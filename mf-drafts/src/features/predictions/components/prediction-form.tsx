import { useId, useMemo, useState, type FormEvent } from 'react';
import { LEADER_PICKS, PREDICTION_USERNAME_MAX_LENGTH, TOP_PICKS, type Player } from '@draftroom/contracts';
import { Button, Dialog, PlayerCombobox, playerChoices, toast, type PlayerChoice } from '@draftroom/ui';
import { useSavePrediction } from '../api/save-prediction';
import { serverMessageOr } from '../../../shared/errors';

type PickKey = (typeof TOP_PICKS)[number]['key'] | (typeof LEADER_PICKS)[number]['key'];
type AmountKey = (typeof TOP_PICKS)[number]['points'] | (typeof LEADER_PICKS)[number]['count'];

export interface PredictionFormProps {
  open: boolean;
  players: readonly Player[];
  onClose: () => void;
}

/** Beyond the spec: post a season prediction. Checked with the same schema the server uses. */
export function PredictionForm({ open, players, onClose }: PredictionFormProps) {
  const [username, setUsername] = useState('');
  const [picks, setPicks] = useState<Partial<Record<PickKey, number | null>>>({});
  const [amounts, setAmounts] = useState<Partial<Record<AmountKey, string>>>({});
  const save = useSavePrediction();
  const id = useId();
  // Each pick offers its own pool (a keeper for Top Goalkeeper, anyone for Most Goals), built once.
  const pools = useMemo(() => ({
    all: playerChoices(players),
    of: new Map(TOP_PICKS.map((t) => [t.position, playerChoices(players.filter((p) => p.position === t.position))])),
  }), [players]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = { username };
    for (const key of Object.keys(picks) as PickKey[]) body[key] = picks[key] ?? null;
    for (const key of Object.keys(amounts) as AmountKey[]) body[key] = amounts[key] === '' || amounts[key] == null ? null : Number(amounts[key]);
    // zod comes with the first submit, not with the page (decision 085).
    const { SavePredictionSchema } = await import('@draftroom/contracts');
    const parsed = SavePredictionSchema.safeParse(body);
    if (!parsed.success) {
      toast({ title: 'Check your prediction', description: parsed.error.issues[0]?.message ?? 'Some answers are not valid.', variant: 'destructive' });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ title: 'Prediction saved', description: `Thanks, ${saved.username}! Your prediction is on the list.`, variant: 'success' });
        setUsername('');
        setPicks({});
        setAmounts({});
        onClose();
      },
      onError: (error) => toast({ title: 'Failed to save prediction', description: serverMessageOr(error, 'An error occurred while saving your prediction.'), variant: 'destructive' }),
    });
  };

  const row = (key: PickKey, amountKey: AmountKey, label: string, amountLabel: string, pool: readonly PlayerChoice[], max: number) => (
    <div className="prediction-form__row" key={key}>
      <div className="dr-field">
        <label className="dr-field__label" htmlFor={`${id}-${key}`}>{label}</label>
        <PlayerCombobox id={`${id}-${key}`} label={label} options={pool} value={picks[key] ?? null} onChange={(p) => setPicks((s) => ({ ...s, [key]: p }))} />
      </div>
      <label className="dr-field">
        <span className="dr-field__label">{amountLabel}</span>
        <input className="dr-input" type="number" inputMode="numeric" min={0} max={max} step={1} value={amounts[amountKey] ?? ''}
          onChange={(e) => setAmounts((s) => ({ ...s, [amountKey]: e.target.value }))} />
      </label>
    </div>
  );

  return (
    <Dialog open={open} onClose={() => !save.isPending && onClose()} title="Make a Prediction" description="Leave out any pick you are not sure about; it will show as 'No selection'." size="lg">
      <form className="dt-stack" onSubmit={(event) => void submit(event)} noValidate>
        <label className="dr-field">
          <span className="dr-field__label">Username</span>
          <input className="dr-input" value={username} maxLength={PREDICTION_USERNAME_MAX_LENGTH} autoFocus onChange={(e) => setUsername(e.target.value)} />
        </label>
        <fieldset className="prediction-form__group">
          <legend className="dt-section-title">Top Scoring Players</legend>
          {TOP_PICKS.map((t) => row(t.key, t.points, t.label, 'Points', pools.of.get(t.position) ?? [], 500))}
        </fieldset>
        <fieldset className="prediction-form__group">
          <legend className="dt-section-title">Statistical Leaders</legend>
          {LEADER_PICKS.map((l) => row(l.key, l.count, l.label, 'Count', pools.all, l.max))}
        </fieldset>
        <div className="prediction-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>Cancel</Button>
          <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Submit Prediction'}</Button>
        </div>
      </form>
    </Dialog>
  );
}
