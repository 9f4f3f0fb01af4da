import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetFailedEntries } from './forget-failed-entries';

/**
 * Tells the federation runtime where each remote lives. The URLs come from /app-config.json at
 * run time; the shell's build knows no remote URL at all.
 */
export function registerRemoteEntries(remotes: Readonly<Record<string, string>>): void {
  registerPlugins([forgetFailedEntries()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}
