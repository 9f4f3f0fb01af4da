import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient, TOAST_EVENT, type ToastInput } from '@draftroom/ui';

/** Renders with the product's query defaults (no retries, data never stale), as the shell does. */
export const renderWithClient = (ui: ReactElement) => render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

/** Answers fetch by path; anything else never answers (a page stays in its loading state). */
/** The parts of a fetch Response our client reads (jsdom has no Response of its own). */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export function stubFetch(answers: Record<string, () => FakeResponse>): jest.Mock {
  const mock = jest.fn((input: RequestInfo | URL) => {
    const path = typeof input === 'string' ? input : input.toString();
    const answer = answers[path];
    return answer ? Promise.resolve(answer()) : new Promise<FakeResponse>(() => undefined);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => (): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 200 ? 'OK' : 'Error',
  headers: { get: (name) => Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null },
  text: async () => JSON.stringify(body),
});

/** Collects the toasts shown while a test runs (toast() travels as a window event). */
export function collectToasts(): ToastInput[] {
  const seen: ToastInput[] = [];
  window.addEventListener(TOAST_EVENT, (e) => seen.push((e as CustomEvent<ToastInput>).detail));
  return seen;
}
