import { useTeams } from '@draftroom/ui';

export interface TeamSelectProps {
  id: string;
  /** Club short name; '' = all. */
  value: string;
  onChange: (shortName: string) => void;
  /** The clubs to offer by short name; today's 20 clubs when absent. */
  clubs?: readonly string[];
}

/** All Teams plus each club by short name (with today's full name where the club is known). */
export function TeamSelect({ id, value, onChange, clubs }: TeamSelectProps) {
  const teams = useTeams();
  const names = new Map((teams.data ?? []).map((t) => [t.short_name, t.name]));
  const shortNames = [...(clubs ?? names.keys())].sort((a, b) => a.localeCompare(b));
  return (
    <select id={id} className="dr-input dr-select" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All Teams</option>
      {shortNames.map((short) => (
        <option key={short} value={short}>{names.has(short) ? `${short} · ${names.get(short)}` : short}</option>
      ))}
    </select>
  );
}
