import highsLoader from 'highs';
import type { HighsRuntime } from './highs/run-highs';

let loading: Promise<HighsRuntime> | undefined;

/**
 * Loads HiGHS's WebAssembly module once per process (it reads `highs.wasm` from the `highs`
 * package, which is IO: the solve functions themselves take the loaded runtime). Solves are
 * synchronous and block the thread, so a service should run them in a worker or a job.
 */
export function loadHighs(): Promise<HighsRuntime> {
  loading ??= highsLoader().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
