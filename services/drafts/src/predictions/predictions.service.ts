import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { TOP_PICKS, type Prediction, type SavePrediction } from '@draftroom/contracts';
import { POSITIONS, isPositionId } from '@draftroom/domain';
import { PlayerCatalogue } from '@draftroom/nest-kit';
import { Clock } from '../clock';
import { nameKey } from '../names/name-key';
import { NameTakenError, PredictionsStore, type NewPrediction } from '../storage/stores';
import { AMOUNT_KEYS, PICK_KEYS, toPrediction } from './prediction-mapper';

/** Season predictions: anyone may post one per username (unique ignoring case and look-alike characters); all are public. */
@Injectable()
export class PredictionsService {
  constructor(
    private readonly store: PredictionsStore,
    private readonly catalogue: PlayerCatalogue,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<Prediction[]> {
    return (await this.store.list()).map(toPrediction);
  }

  async save(body: SavePrediction): Promise<Prediction> {
    await this.checkPicks(body);
    const usernameKey = nameKey(body.username);
    const values = { username: body.username, usernameKey, createdAt: this.clock.now() } as NewPrediction;
    for (const key of [...PICK_KEYS, ...AMOUNT_KEYS]) values[key] = body[key] ?? null;
    try {
      return toPrediction(await this.store.insert(values));
    } catch (error) {
      if (error instanceof NameTakenError) throw new ConflictException(`A prediction from "${body.username}" already exists. Please choose another username.`);
      throw error;
    }
  }

  /** Every pick must be a known player, and a 'Top Goalkeeper' must be a goalkeeper (and so on). */
  private async checkPicks(body: SavePrediction): Promise<void> {
    const players = await this.catalogue.players();
    for (const key of PICK_KEYS) {
      const id = body[key];
      if (id != null && !players.has(id)) throw new BadRequestException(`Unknown player ${id} for ${key}. Please reload and pick again.`);
    }
    for (const top of TOP_PICKS) {
      const player = body[top.key] != null ? players.get(body[top.key]!) : undefined;
      if (player && player.position !== top.position) {
        const actual = isPositionId(player.position) ? POSITIONS[player.position].name.toLowerCase() : 'of another position';
        throw new BadRequestException(`${top.label} must be a ${POSITIONS[top.position].name.toLowerCase()}; ${player.web_name} is a ${actual}.`);
      }
    }
  }
}
