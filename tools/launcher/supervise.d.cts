import type { ChildProcess } from 'node:child_process';

export interface Supervised {
  readonly name: string;
  readonly child: ChildProcess | null;
  stop(signal?: NodeJS.Signals): void;
}

export function supervise(
  name: string,
  args: string[],
  options?: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    command?: string;
    minPauseMs?: number;
    maxPauseMs?: number;
    stableMs?: number;
    onStart?: (child: ChildProcess) => void;
    onExit?: (how: string, pauseMs: number) => void;
  },
): Supervised;
