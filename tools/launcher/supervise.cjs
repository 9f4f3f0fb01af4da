/**
 * Keeps a child running (issue 11 item 3, decision 073): when it exits, it is started again after a
 * pause that doubles with each quick crash (1 s up to 30 s, back to the minimum after a minute of
 * running), while the launcher's other children keep serving. Node children are preloaded with the
 * watchdog, other programs (nginx) wrapped in it, so they all stop if the launcher itself dies.
 */
const { spawn } = require('node:child_process');
const { join } = require('node:path');

const WATCHDOG = join(__dirname, 'die-with-parent.cjs');

/**
 * @param {string} name
 * @param {string[]} args  a Node script and its arguments, or the arguments of `command`
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, command?: string, minPauseMs?: number, maxPauseMs?: number,
 *   stableMs?: number, onStart?: (child: import('node:child_process').ChildProcess) => void,
 *   onExit?: (how: string, pauseMs: number) => void }} options
 */
function supervise(name, args, options = {}) {
  const { cwd, command, minPauseMs = 1000, maxPauseMs = 30_000, stableMs = 60_000 } = options;
  let pause = minPauseMs;
  let stopped = false;
  let current = null;
  let timer = null;
  const run = () => {
    const argv = command ? [WATCHDOG, command, ...args] : ['-r', WATCHDOG, ...args];
    const env = { ...(options.env ?? process.env), LAUNCHER_PID: String(process.pid) };
    const child = spawn(process.execPath, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const startedAt = Date.now();
    current = child;
    options.onStart?.(child);
    child.on('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt > stableMs) pause = minPauseMs;
      options.onExit?.(signal ?? `exit ${code}`, pause);
      timer = setTimeout(() => !stopped && run(), pause);
      pause = Math.min(pause * 2, maxPauseMs);
    });
  };
  run();
  return {
    name,
    get child() {
      return current;
    },
    stop(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(timer);
      current?.kill(signal);
    },
  };
}

module.exports = { supervise };
