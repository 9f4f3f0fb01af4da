import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** A tab list with arrow-key movement; the panel is rendered by the caller under `panelId`. */
export function Tabs<K extends string>({
  tabs, active, onChange, panelId, label,
}: { tabs: readonly TabItem<K>[]; active: K; onChange: (key: K) => void; panelId: string; label: string }) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = tabs.findIndex((t) => t.key === active);
    const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    onChange(next.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.key}"]`)?.focus();
  };
  return (
    <div className="st-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          data-tab={t.key}
          aria-selected={t.key === active}
          aria-controls={panelId}
          tabIndex={t.key === active ? 0 : -1}
          className={`st-tabs__tab${t.key === active ? ' is-active' : ''}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
