/**
 * A page's first view can come with its HTML (decision 160): the Team ID form is on screen before
 * the page's code has run, and a manager may start typing into it. React then replaces that
 * markup with the live page, so the shell notes what was typed (fields with a `name`) and which
 * field had focus just before, and the live field starts from there instead of blank.
 * On globalThis: the shell and each remote have their own copy of this library.
 */
import { useEffect, useState } from 'react';

const KEY = '__draftroomFirstViewInput';

interface FirstViewInput {
  values: Record<string, string>;
  focused?: string;
}

const holder = () => globalThis as unknown as Record<string, FirstViewInput | undefined>;

/** The shell, just before its first render replaces `root`'s static markup. */
export function noteFirstViewInput(root: HTMLElement): void {
  const values: Record<string, string> = {};
  for (const field of root.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (field.value) values[field.name] = field.value;
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && root.contains(active) && active.name ? active.name : undefined;
  holder()[KEY] = { values, focused };
}

/** What was typed into the first view's field `name`, and whether it had focus; undefined when nothing was. */
export function firstViewInput(name: string): { value: string; focused: boolean } | undefined {
  const noted = holder()[KEY];
  const value = noted?.values[name];
  if (value === undefined && noted?.focused !== name) return undefined;
  return { value: value ?? '', focused: noted?.focused === name };
}

/** Once the live field has taken it: a later form (after Change Team ID) starts blank. */
export function forgetFirstViewInput(name: string): void {
  const noted = holder()[KEY];
  if (!noted) return;
  delete noted.values[name];
  if (noted.focused === name) noted.focused = undefined;
}

/**
 * For the live field `name`: what was typed into the first view's field of that name (value and
 * focus), read once when the component mounts and then forgotten.
 */
export function useFirstViewInput(name: string): { value: string; focused: boolean } | undefined {
  const [typed] = useState(() => firstViewInput(name));
  useEffect(() => forgetFirstViewInput(name), [name]);
  return typed;
}
