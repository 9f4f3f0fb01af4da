import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { OutageLog, within, type JsonLogger } from '@draftroom/nest-kit';
import type { StoredDraft } from '../storage/stores';
import { DraftChanges, type DraftChange, type MissedChanges } from './draft-changes';

/** Changes kept in the stream; a replica further behind than this reads the whole list again. */
const KEEP = 10_000;
/** Entries read per round trip. */
const PAGE = 500;

/**
 * One change appended atomically with its number: the version counter and the stream move
 * together, so a replica that sees a number skipped knows it missed something (trimmed away).
 */
const APPEND = `
local v = redis.call('INCR', KEYS[1])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', 'v', v, 'from', ARGV[2], 'change', ARGV[3])
return v`;

const NOTHING: MissedChanges = { reloadAll: false, changes: [] };

/**
 * Saves and votes of every replica in a Redis stream (`<prefix>:drafts:changes`), each with a
 * number from `<prefix>:drafts:version`. Before each read of the list a replica reads the entries
 * after the last one it saw (XREAD, no wait: one round trip when nothing changed) and applies the
 * others' changes, so a write answered by one replica is in the next read of any replica. While
 * Redis is unreachable a replica serves what it has (reads never fail for it) and reads the whole
 * list again once Redis is back; a change it could not append is announced then as "reload all".
 */
export class RedisDraftChanges extends DraftChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly origin = randomUUID();
  private readonly stream: string;
  private readonly version: string;
  /** The last entry applied, or null when this replica does not know where it stands. */
  private position: { id: string; version: number } | null = null;
  /** Redis failed since the list was read: what happened meanwhile is unknown. */
  private lost = false;
  /** A change of this replica's could not be appended: the others must read everything again. */
  private unannounced = false;
  private reading?: Promise<MissedChanges>;
  private readonly outages: OutageLog;

  constructor(redisUrl: string, prefix: string, logger: JsonLogger) {
    super();
    this.stream = `${prefix}:drafts:changes`;
    this.version = `${prefix}:drafts:version`;
    // No offline queue: while Redis is down a call fails at once, and the list is served as it is.
    this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (times) => Math.min(times * 200, 1000) });
    this.redis.on('error', () => undefined);
    this.outages = new OutageLog((fields) => logger.event('warn', 'drafts changes: Redis unreachable, serving this replica\'s list until it is back', fields));
  }

  async onModuleInit(): Promise<void> {
    await within(3000, once(this.redis, 'ready'), 'Redis').catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  async publish(change: DraftChange): Promise<void> {
    try {
      await this.append(change);
    } catch (error) {
      this.unannounced = true;
      this.outages.record('redis', error);
    }
  }

  missed(): Promise<MissedChanges> {
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  async markRead(): Promise<void> {
    try {
      await this.locate();
      this.lost = false;
    } catch (error) {
      this.position = null;
      this.lost = true;
      this.outages.record('redis', error);
    }
  }

  private append(change: DraftChange | { reloadAll: true }): Promise<unknown> {
    return this.redis.eval(APPEND, 2, this.version, this.stream, String(KEEP), this.origin, JSON.stringify(change));
  }

  /** Where the stream ends now: the changes up to here are in a list read after this. */
  private async locate(): Promise<void> {
    const [last] = await this.redis.xrevrange(this.stream, '+', '-', 'COUNT', 1);
    this.position = last ? { id: last[0], version: Number(fieldOf(last[1], 'v')) } : { id: '0-0', version: Number((await this.redis.get(this.version)) ?? 0) };
  }

  private async read(): Promise<MissedChanges> {
    try {
      if (this.unannounced) {
        await this.append({ reloadAll: true });
        this.unannounced = false;
      }
      if (!this.position) {
        if (!this.lost) return NOTHING; // the list is not loaded yet: its load reads everything
        await this.locate();
        this.lost = false;
        return { reloadAll: true, changes: [] };
      }
      return await this.readAfter(this.position);
    } catch (error) {
      this.position = null;
      this.lost = true;
      this.outages.record('redis', error);
      return NOTHING;
    }
  }

  private async readAfter(from: { id: string; version: number }): Promise<MissedChanges> {
    const changes: DraftChange[] = [];
    let reloadAll = false;
    let at = from;
    for (;;) {
      const reply = (await this.redis.xread('COUNT', PAGE, 'STREAMS', this.stream, at.id)) as Array<[string, Array<[string, string[]]>]> | null;
      const entries = reply?.[0]?.[1] ?? [];
      for (const [id, fields] of entries) {
        const version = Number(fieldOf(fields, 'v'));
        if (version !== at.version + 1) {
          // Trimmed past this replica's place: what it missed is gone, read everything again.
          await this.locate();
          return { reloadAll: true, changes: [] };
        }
        at = { id, version };
        if (fieldOf(fields, 'from') === this.origin) continue;
        const change = JSON.parse(fieldOf(fields, 'change') ?? '{}') as DraftChange | { reloadAll: true };
        if ('reloadAll' in change) reloadAll = true;
        else changes.push(change.saved ? { ...change, saved: revived(change.saved) } : change);
      }
      this.position = at;
      if (entries.length < PAGE) return { reloadAll, changes: reloadAll ? [] : changes };
    }
  }
}

function fieldOf(fields: string[], name: string): string | undefined {
  for (let i = 0; i < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}

/** A draft as it came through JSON: its date back to a Date. */
const revived = (draft: StoredDraft): StoredDraft => ({ ...draft, createdAt: new Date(draft.createdAt) });
