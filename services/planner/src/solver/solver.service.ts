import { BadRequestException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type {
  BestDraftRequestPayload, SensitivityRequestPayload, SolverJob, SolverJobStarted, SuggestTransfersRequestPayload,
} from '@draftroom/contracts';
import { sellingPrice } from '@draftroom/domain';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import {
  buyingAhead, InfeasibleRequestError, ownedAhead, precheckBestDraft, precheckSuggestTransfers, SolverInputError, type BestDraftRequest, type SuggestTransfersRequest,
} from '@draftroom/solver';
import { TeamStart } from '../fpl-team/team-start';
import { SeasonClock } from './season-clock';
import { checkHorizon, checkKnownIds, minutesSet, solverPlayers } from './solver-players';
import { SOLVER_JOBS, type SolverJobs } from './solver-jobs';
import { SOLVER_CONFIG, type SolverConfig } from './solver-config';
import type { SensitivityOrder } from './solve-messages';

/**
 * Starts solves as jobs (decision 113): everything a request can be refused for without HiGHS
 * (unknown ids, a horizon past GW38, rules the locked players already break) is answered here,
 * 400 or 422, before a job exists; the solve itself runs in the pool.
 */
@Injectable()
export class SolverService {
  constructor(
    private readonly catalogue: PlayerCatalogue,
    private readonly teamStart: TeamStart,
    private readonly clock: SeasonClock,
    @Inject(SOLVER_JOBS) private readonly jobs: SolverJobs,
    @Inject(SOLVER_CONFIG) private readonly config: SolverConfig,
  ) {}

  async startBestDraft(body: BestDraftRequestPayload): Promise<SolverJobStarted> {
    const [players, firstGameweek] = await Promise.all([this.catalogue.players(), this.clock.planningFrom()]);
    checkHorizon(firstGameweek, body.horizon);
    checkKnownIds('locked', body.locked, players);
    checkKnownIds('excluded', body.excluded, players);
    const request: BestDraftRequest = {
      players: solverPlayers(players, firstGameweek, body.horizon),
      firstGameweek,
      horizon: body.horizon,
      locked: body.locked,
      excluded: body.excluded,
      budget: body.budget,
      benchWeight: body.benchWeight,
      timeLimitSeconds: this.config.draftTimeLimitSeconds,
    };
    refuseEarly(() => precheckBestDraft(request));
    return this.start('best-draft', request, firstGameweek);
  }

  async startTransfers(body: SuggestTransfersRequestPayload): Promise<SolverJobStarted> {
    const { request, firstGameweek } = await this.transfersRequest(body, this.config.transfersTimeLimitSeconds);
    return this.start('transfers', request, firstGameweek);
  }

  /** N noisy solves of the same question in one job (issue 30), its time limit shared by them. */
  async startSensitivity(body: SensitivityRequestPayload): Promise<SolverJobStarted> {
    const { request, firstGameweek } = await this.transfersRequest(body, this.config.sensitivityTimeLimitSeconds);
    return this.start('sensitivity', { ...request, runs: body.runs }, firstGameweek);
  }

  private async transfersRequest(body: SuggestTransfersRequestPayload, timeLimitSeconds: number) {
    const [players, firstGameweek, moves] = await Promise.all([this.catalogue.players(), this.clock.planningFrom(), this.catalogue.priceMoves()]);
    checkHorizon(firstGameweek, body.horizon);
    const owned = await this.ownedSquad(body, firstGameweek);
    checkKnownIds('squad', owned.squad.map((p) => p.id), players);
    checkKnownIds('keep', body.keep, players);
    checkKnownIds('avoid', body.avoid, players);
    checkKnownIds('xptsEdits', body.xptsEdits.map((e) => e.id), players);
    checkKnownIds('minutesEdits', body.minutesEdits.map((e) => e.id), players);
    const minutes = await minutesSet(body.minutesEdits, firstGameweek, body.horizon, (id, m) => this.catalogue.projectionAt(id, m));
    const request: SuggestTransfersRequest = {
      players: buyingAhead(solverPlayers(players, firstGameweek, body.horizon, body.xptsEdits, minutes), moves, firstGameweek, body.horizon),
      firstGameweek,
      horizon: body.horizon,
      squad: owned.squad.map((p) => ownedAhead(p, Math.round(players.get(p.id)!.price * 10), moves, firstGameweek, body.horizon)),
      bank: owned.bank,
      freeTransfers: owned.freeTransfers,
      maxHits: body.maxHits,
      maxTransfersPerGameweek: body.maxTransfersPerGameweek,
      keep: body.keep,
      avoid: body.avoid,
      discount: body.discount,
      benchWeight: body.benchWeight,
      freeTransferValue: body.freeTransferValue,
      bankValue: body.bankValue,
      chipOptions: body.chipOptions,
      chipsPlayed: owned.chipsPlayed,
      timeLimitSeconds,
    };
    refuseEarly(() => precheckSuggestTransfers(request));
    return { request, firstGameweek };
  }

  async job(id: string): Promise<SolverJob> {
    const job = await this.jobs.get(id);
    if (!job) throw new NotFoundException(`No solver job ${id} (finished jobs are kept for an hour)`);
    return job;
  }

  async cancel(id: string): Promise<SolverJob> {
    if (!(await this.jobs.cancel(id))) throw new NotFoundException(`No solver job ${id} (finished jobs are kept for an hour)`);
    return this.job(id);
  }

  private async start(kind: SolverJobStarted['kind'], request: BestDraftRequest | SuggestTransfersRequest | SensitivityOrder, firstGameweek: number) {
    const order = { kind, firstGameweek, request: request as unknown as { timeLimitSeconds: number } & Record<string, unknown> };
    return { id: await this.jobs.start(order), kind, firstGameweek };
  }

  /** The squad given, or the team's: its picks before the first gameweek, bank, free transfers, selling prices. */
  private async ownedSquad(body: SuggestTransfersRequestPayload, firstGameweek: number) {
    if (body.squad) {
      return { squad: body.squad, bank: body.bank ?? 0, freeTransfers: body.freeTransfers ?? 1, chipsPlayed: body.chipsPlayed ?? [] };
    }
    const start = await this.teamStart.before(body.teamId!, firstGameweek, body.freeTransfers);
    const players = await this.catalogue.players();
    const squad = start.players.map((id) => {
      const now = players.get(id);
      const purchasePrice = start.purchasePrices?.[id];
      return { id, purchasePrice, sellingPrice: now ? sellingPrice(Math.round(now.price * 10), purchasePrice) : undefined };
    });
    return { squad, bank: start.bankTenths, freeTransfers: start.freeTransfers, chipsPlayed: body.chipsPlayed ?? start.chipsPlayed ?? [] };
  }
}

function refuseEarly(check: () => void): void {
  try {
    check();
  } catch (err) {
    if (err instanceof SolverInputError) {
      throw new BadRequestException({ message: `${err.field}: ${err.message}`, issues: [{ path: err.field, message: err.message }] });
    }
    if (err instanceof InfeasibleRequestError) throw new UnprocessableEntityException({ message: err.message, rule: err.rule });
    throw err;
  }
}
