import { BadGatewayException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { TeamPicks, TeamTransfer } from '@draftroom/contracts';
import { JsonLogger, RetryLaterException } from '@draftroom/nest-kit';
import {
  FplApiClient, UpstreamInvalidError, UpstreamNotFoundError, UpstreamUnavailableError, type EntryPicks, type EntryTransfers,
} from '@draftroom/fpl-data';
import { PLANNER_CONFIG, type PlannerConfig } from '../config';
import { FinishedGameweeks } from './finished-gameweeks';
import { UpstreamCache, type Served } from './upstream-cache';

/** How long answers are kept: picks of a finished gameweek never change; the rest may. */
export const CACHE_TTL = { finishedPicksMs: 24 * 3600_000, livePicksMs: 60_000, transfersMs: 60_000 };

/** Only the fields our contract names travel on: nothing else the upstream sends is passed through. */
const toTeamPicks = (u: EntryPicks): TeamPicks => ({
  active_chip: u.active_chip,
  entry_history: { ...u.entry_history },
  picks: u.picks.map((p) => ({
    element: p.element, position: p.position, multiplier: p.multiplier, element_type: p.element_type,
    is_captain: p.is_captain, is_vice_captain: p.is_vice_captain,
  })),
});

const toTransfers = (u: EntryTransfers): TeamTransfer[] =>
  u.map((t) => ({
    element_in: t.element_in, element_in_cost: t.element_in_cost, element_out: t.element_out,
    element_out_cost: t.element_out_cost, event: t.event, time: t.time,
  }));

/** Timeouts, 5xx, 429 and an unreachable host: the official API is down, not saying no. */
const isOutage = (err: unknown): boolean => err instanceof UpstreamUnavailableError;

/** The proxy to the official game for a real team's picks and transfers (spec 7). */
@Injectable()
export class FplTeamService {
  private readonly client: FplApiClient;
  private readonly picksCache = new UpstreamCache<TeamPicks>();
  private readonly transfersCache = new UpstreamCache<TeamTransfer[]>(1000);

  constructor(
    @Inject(PLANNER_CONFIG) config: PlannerConfig,
    private readonly finished: FinishedGameweeks,
    private readonly logger: JsonLogger,
  ) {
    // A team's picks or transfers are a few kilobytes; 1 MB is plenty and bounds memory (issue 11 item 8).
    this.client = new FplApiClient({ baseUrl: config.fplApiBaseUrl, timeoutMs: config.fplApiTimeoutMs, maxBytes: 1024 * 1024 });
  }

  picks(teamId: number, gameweek: number): Promise<TeamPicks> {
    return this.servePicks(teamId, gameweek).then((s) => s.value);
  }

  transfers(teamId: number): Promise<TeamTransfer[]> {
    return this.serveTransfers(teamId).then((s) => s.value);
  }

  /** The picks, or while the official API is down the last good copy, marked stale (decision 076). */
  servePicks(teamId: number, gameweek: number): Promise<Served<TeamPicks>> {
    const load = async () => {
      const value = toTeamPicks(await this.client.entryPicks(teamId, gameweek));
      const ttlMs = (await this.finished.isFinished(gameweek)) ? CACHE_TTL.finishedPicksMs : CACHE_TTL.livePicksMs;
      return { value, ttlMs };
    };
    return this.answer(this.picksCache.serve(`${teamId}:${gameweek}`, load, isOutage), `team ${teamId} has no picks for gameweek ${gameweek}`);
  }

  serveTransfers(teamId: number): Promise<Served<TeamTransfer[]>> {
    const load = async () => ({ value: toTransfers(await this.client.entryTransfers(teamId)), ttlMs: CACHE_TTL.transfersMs });
    return this.answer(this.transfersCache.serve(String(teamId), load, isOutage), `there is no team ${teamId}`);
  }

  /** Logs a stale answer, and turns the upstream's typed failures into answers a person can act on. */
  private async answer<T>(served: Promise<Served<T>>, notFound: string): Promise<Served<T>> {
    const result = await this.upstream(() => served, notFound);
    if (result.staleSince) this.logger.event('warn', 'upstream down: serving the last good copy', { fetchedAt: result.staleSince.toISOString() });
    return result;
  }

  /** Runs an upstream call and turns its typed failures into answers a person can act on. */
  private async upstream<T>(call: () => Promise<T>, notFound: string): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof UpstreamNotFoundError) {
        throw new NotFoundException(`The official FPL game says ${notFound}. Check the team ID.`);
      }
      if (err instanceof UpstreamUnavailableError) {
        this.logger.event('warn', 'upstream unavailable', { error: err.message, status: err.status, retryAfter: err.retryAfterSeconds });
        // The official API asked us to wait (429, or a 503 with Retry-After at a deadline): so do our callers.
        if (err.status === 429 || (err.status === 503 && err.retryAfterSeconds !== undefined)) {
          throw new RetryLaterException(`${err.message}. Please try again ${err.retryAfterSeconds ? `in ${Math.ceil(err.retryAfterSeconds / 60)} minute(s)` : 'in a moment'}.`, err.retryAfterSeconds);
        }
        throw new BadGatewayException(`${err.message}. Please try again in a moment.`);
      }
      if (err instanceof UpstreamInvalidError) {
        this.logger.event('warn', 'upstream answer rejected', { error: err.message });
        throw new BadGatewayException('The official FPL service sent data we could not read. Please try again later.');
      }
      throw err;
    }
  }
}
