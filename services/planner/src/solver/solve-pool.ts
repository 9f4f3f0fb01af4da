import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@draftroom/nest-kit';
import type { ChildAnswer, ChildError, ChildOrder, ChildProgress, ChildSolving } from './solve-messages';

/** A solve ended without a result: cancelled, killed by the watchdog, or the library's error. */
export class SolveFailed extends Error {
  constructor(readonly error: ChildError) {
    super(error.message);
  }
}

export interface SolvePoolOptions {
  /** Solves running at once; the others wait their turn. */
  concurrency: number;
  /** Nice value of each solve's process (19: the lowest priority), so the API processes come first. */
  niceness: number;
  /** Extra seconds past a solve's own time limit before its process is killed. */
  graceSeconds: number;
  /**
   * Seconds a child may take to start (Node, the library, HiGHS's WebAssembly) before its time
   * limit starts counting: at nice 19 beside busy cores the start takes many times longer than on
   * a quiet machine, and with the limit counted from the fork a starved solve was killed (decision 159).
   */
  startSeconds: number;
}

/** The best plan's objective and the bound a running solve has reported so far. */
export type SolveSoFar = ChildProgress['progress'];

interface Slot {
  start: () => void;
  onProgress?: (progress: SolveSoFar) => void;
  child?: ChildProcess;
  cancelled?: boolean;
  reject: (error: unknown) => void;
}

/**
 * Runs each solve in a forked process of its own (decision 113): the API thread never blocks,
 * the OS schedules solves below the services (nice 19), at most `concurrency` run at once, and
 * cancelling kills the process: HiGHS cannot be interrupted from outside its thread.
 */
export class SolvePool {
  private running = 0;
  private readonly waiting: string[] = [];
  private readonly slots = new Map<string, Slot>();

  constructor(private readonly options: SolvePoolOptions) {}

  /** Solves waiting ahead of this one (0 when it is running or unknown here). */
  ahead(jobId: string): number {
    return Math.max(0, this.waiting.indexOf(jobId));
  }

  isRunning(jobId: string): boolean {
    return Boolean(this.slots.get(jobId)?.child);
  }

  run(
    jobId: string,
    order: ChildOrder,
    timeLimitSeconds: number,
    onStart: () => void = () => undefined,
    onProgress?: (progress: SolveSoFar) => void,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const slot: Slot = {
        reject,
        onProgress,
        start: () => {
          this.running += 1;
          onStart();
          this.spawn(slot, order, timeLimitSeconds).then(resolve, reject).finally(() => {
            this.running -= 1;
            this.slots.delete(jobId);
            this.next();
          });
        },
      };
      this.slots.set(jobId, slot);
      this.waiting.push(jobId);
      this.next();
    });
  }

  /** Stops a waiting or running solve; false when there is none with this id here. */
  cancel(jobId: string): boolean {
    const slot = this.slots.get(jobId);
    if (!slot) return false;
    slot.cancelled = true;
    const at = this.waiting.indexOf(jobId);
    if (at >= 0) {
      this.waiting.splice(at, 1);
      this.slots.delete(jobId);
      slot.reject(new SolveFailed({ name: 'Cancelled', message: 'The solve was cancelled' }));
    } else {
      slot.child?.kill('SIGKILL');
    }
    return true;
  }

  close(): void {
    for (const id of [...this.slots.keys()]) this.cancel(id);
  }

  private next(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      this.slots.get(this.waiting.shift()!)?.start();
    }
  }

  private spawn(slot: Slot, order: ChildOrder, timeLimitSeconds: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const child = forkSolver();
      slot.child = child;
      try {
        if (child.pid) setPriority(child.pid, this.options.niceness);
      } catch {
        // Not allowed here (some containers): the solve still runs, at normal priority.
      }
      let answered = false;
      const kill = () => child.kill('SIGKILL');
      let watchdog = setTimeout(kill, (this.options.startSeconds + timeLimitSeconds + this.options.graceSeconds) * 1000);
      child.on('message', (message: ChildAnswer | ChildSolving | ChildProgress) => {
        if ('progress' in message) {
          slot.onProgress?.(message.progress);
          return;
        }
        if ('solving' in message) {
          clearTimeout(watchdog);
          watchdog = setTimeout(kill, (timeLimitSeconds + this.options.graceSeconds) * 1000);
          return;
        }
        answered = true;
        if (message.ok) resolve(message.result);
        else reject(new SolveFailed(message.error));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(watchdog);
        if (answered) return;
        if (slot.cancelled) reject(new SolveFailed({ name: 'Cancelled', message: 'The solve was cancelled' }));
        else reject(new SolveFailed({ name: 'Crashed', message: `The solver stopped without an answer (${signal ?? `exit ${code}`})` }));
      });
      child.send(order);
    });
  }
}

/** The compiled child next to this file in production; its TypeScript source in tests. */
function forkSolver(): ChildProcess {
  const compiled = join(__dirname, 'solve-child.js');
  if (existsSync(compiled)) return fork(compiled, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return fork(join(__dirname, 'solve-child.ts'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: ['-r', join(repoRoot(), 'tools', 'jest', 'ts-register.js')],
  });
}

export const LOWEST_PRIORITY = constants.priority.PRIORITY_LOW;
