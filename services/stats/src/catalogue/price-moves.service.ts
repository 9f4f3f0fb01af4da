import { Injectable } from '@nestjs/common';
import type { PriceMoves } from '@draftroom/contracts';
import { LAST_GAMEWEEK } from '@draftroom/domain';
import { fitPriceRule, movesAfter, priceObservations, type PriceObservation, type PriceRule } from '@draftroom/projections';
import { SeasonStore, type LoadedSeason } from './season-store';

/**
 * GET /api/players/price-moves (issue 30 item 4, decision 207): the price-change predictor of
 * decision 205, fitted on every stored season before the current one (walk-forward, as its
 * backtest), applied to the transfers made up to the season clock. Built once per dataset version.
 */
@Injectable()
export class PriceMovesService {
  private built?: { version: string; moves: Promise<PriceMoves> };

  constructor(private readonly store: SeasonStore) {
    // Fitted while the season loads (the earlier seasons are read for it), not at the first solve.
    store.onLoad((season) => {
      if (season.current) setImmediate(() => void this.moves().catch(() => undefined));
    });
  }

  async moves(): Promise<PriceMoves> {
    const season = await this.store.current();
    if (this.built?.version !== season.version) {
      const moves = this.build(season);
      this.built = { version: season.version, moves };
      moves.catch(() => (this.built = undefined));
    }
    return this.built!.moves;
  }

  private async build(season: LoadedSeason): Promise<PriceMoves> {
    const asOf = season.clock.currentGameweek;
    // The clock's rows only: a pinned clock must not see the moves that followed it.
    const seen = priceObservations(season.data.appearances.filter((a) => a.gameweek <= asOf));
    const { rule, fittedOn } = await this.rule(season, seen);
    return { season: season.data.season, ...priceMovesAt(season, seen, rule), fittedOn, rule };
  }

  /**
   * Fitted on the earlier seasons stored; a database holding only this season fits on its own
   * gameweeks before the clock (whose moves are known), and with none of those predicts nothing.
   */
  private async rule(season: LoadedSeason, seen: readonly PriceObservation[]): Promise<{ rule: PriceRule | null; fittedOn: string[] }> {
    const earlier = (await this.store.seasonIds()).filter((id) => id < season.data.season);
    const history = (await Promise.all(earlier.map((id) => this.store.season(id)))).flatMap((s) => (s ? [s.data] : []));
    const fitOn = history.length > 0 ? history.flatMap((h) => priceObservations(h.appearances)) : seen.filter((o) => o.nextMove !== null);
    if (!fitOn.some((o) => o.nextMove !== null && o.nextMove !== 0)) return { rule: null, fittedOn: [] };
    return { rule: fitPriceRule(fitOn), fittedOn: history.length > 0 ? history.map((h) => h.season) : [season.data.season] };
  }
}

/**
 * The moves the rule predicts from the clock's gameweek, priced from what /api/players serves:
 * the published price when the clock is at the latest results (a move already made since the
 * clock's row is not predicted again), else the clock's row. The move lands before the next
 * deadline and then holds (decision 205).
 */
export function priceMovesAt(
  season: Pick<LoadedSeason, 'data' | 'clock' | 'lastFinishedGameweek'>,
  seen: readonly PriceObservation[],
  rule: PriceRule | null,
): Pick<PriceMoves, 'asOfGameweek' | 'fromGameweek' | 'players'> {
  const asOf = season.clock.currentGameweek;
  const from = season.clock.planningFrom;
  const base = { asOfGameweek: asOf, fromGameweek: from };
  if (!rule || asOf < 1 || asOf >= LAST_GAMEWEEK) return { ...base, players: [] };
  const pinned = asOf < season.lastFinishedGameweek;
  const published = new Map(season.data.players.map((p) => [p.id, p.nowCost]));
  const players: PriceMoves['players'] = movesAfter(rule, seen, asOf, (o) => (pinned ? o.value : (published.get(o.playerId) ?? o.value))).map((m) => ({
    id: m.playerId, price: m.price, change: m.change, netTransfers: m.netTransfers,
    shareOfOwners: m.selected > 0 ? Math.round((m.netTransfers / m.selected) * 10_000) / 10_000 : 0,
    prices: Array.from({ length: LAST_GAMEWEEK - from + 1 }, () => m.price + m.change),
  }));
  return { ...base, players: players.sort((a, b) => a.id - b.id) };
}
