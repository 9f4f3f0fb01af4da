/**
 * Children of the launcher stop when it dies, even by `kill -9` (issue 11 item 3): a killed
 * launcher used to leave six orphans holding their ports, and the next start failed with "address
 * already in use". Linux gives no portable "kill me with my parent" from Node, so each child checks
 * once a second whether its parent is still the launcher (LAUNCHER_PID) and stops when it is not.
 *
 * Two uses:
 * - preloaded into a Node child: `node -r tools/launcher/die-with-parent.cjs services/x/dist/main.js`
 *   (SIGTERM, so the service closes cleanly);
 * - as a wrapper for a non-Node child: `node tools/launcher/die-with-parent.cjs nginx -c ...`
 *   (forwards signals, stops the program when the launcher is gone, exits with its status).
 *
 * A service's own children inherit the preload (fork passes execArgv on) and LAUNCHER_PID, so
 * "gone" means the parent a process started under is gone, not "my parent is not the launcher":
 * with the latter, every solve process the planner forks killed itself at its first idle moment
 * after a second (a loaded machine gave HiGHS's start-up one; CI saw "solver stopped (SIGTERM)").
 */
const { spawn } = require('node:child_process');

const launcher = Number(process.env.LAUNCHER_PID);
const parentAtStart = process.ppid;
const launcherGone = () => {
  if (!launcher) return false;
  try {
    process.kill(launcher, 0);
    return process.ppid !== parentAtStart;
  } catch {
    return true;
  }
};

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGQUIT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const timer = setInterval(() => launcherGone() && child.kill('SIGTERM'), 1000);
  child.on('exit', (code, signal) => {
    clearInterval(timer);
    process.exit(code ?? (signal ? 1 : 0));
  });
} else {
  const timer = setInterval(() => {
    if (!launcherGone()) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
    // A service that does not stop within 5 s is stopped for good.
    setTimeout(() => process.exit(1), 5000).unref();
  }, 1000);
  timer.unref();
}
