import { LoggerService } from '@nestjs/common';

type Level = 'error' | 'warn' | 'log' | 'debug' | 'verbose';
const LEVEL_ORDER: Record<Level | 'silent', number> = { silent: -1, error: 0, warn: 1, log: 2, debug: 3, verbose: 4 };
const LEVEL_NAME: Record<Level, string> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

function configuredLevel(): number {
  const wanted = (process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'log')).toLowerCase();
  const alias: Record<string, keyof typeof LEVEL_ORDER> = { info: 'log', trace: 'verbose' };
  const key = (alias[wanted] ?? wanted) as keyof typeof LEVEL_ORDER;
  return LEVEL_ORDER[key] ?? LEVEL_ORDER.log;
}

/**
 * Structured logs: one JSON object per line on stdout (errors on stderr), so that log shippers
 * and `jq` can read them. Fields: time, level, service, context, msg, plus whatever the caller adds.
 */
export class JsonLogger implements LoggerService {
  private readonly threshold = configuredLevel();

  constructor(private readonly service: string) {}

  log(message: unknown, ...rest: unknown[]): void { this.write('log', message, rest); }
  error(message: unknown, ...rest: unknown[]): void { this.write('error', message, rest); }
  warn(message: unknown, ...rest: unknown[]): void { this.write('warn', message, rest); }
  debug(message: unknown, ...rest: unknown[]): void { this.write('debug', message, rest); }
  verbose(message: unknown, ...rest: unknown[]): void { this.write('verbose', message, rest); }

  /** Logs an event with structured fields: logger.event('info', 'import finished', { rows: 10 }). */
  event(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
    const nestLevel: Level = level === 'info' ? 'log' : level;
    if (LEVEL_ORDER[nestLevel] > this.threshold) return;
    this.emit(nestLevel, { msg, ...fields });
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (LEVEL_ORDER[level] > this.threshold) return;
    // Nest passes the context as the last string argument, and for errors the stack before it.
    const args = [...rest];
    const context = typeof args[args.length - 1] === 'string' ? (args.pop() as string) : undefined;
    const stack = level === 'error' && typeof args[0] === 'string' ? (args.shift() as string) : undefined;
    const body: Record<string, unknown> =
      message instanceof Error
        ? { msg: message.message, stack: message.stack }
        : typeof message === 'object' && message !== null
          ? { ...(message as Record<string, unknown>) }
          : { msg: String(message) };
    if (context) body.context = context;
    if (stack) body.stack = stack;
    this.emit(level, body);
  }

  private emit(level: Level, body: Record<string, unknown>): void {
    const line = JSON.stringify({ time: new Date().toISOString(), level: LEVEL_NAME[level], service: this.service, ...body });
    (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
  }
}
