import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectJobQueue, type JobQueue } from '@draftroom/nest-kit';
import { SeasonRepository } from '../storage/season-repository';

@ApiTags('ingestion')
@Controller('api/ingestion')
export class IngestionController {
  constructor(
    private readonly repository: SeasonRepository,
    @InjectJobQueue() private readonly queue: JobQueue,
  ) {}

  /** What has been imported, from where and when, and how jobs run. */
  @Get()
  @ApiOkResponse({ description: 'Imported seasons and the queue mode' })
  async status() {
    return { queue: this.queue.mode, seasons: await this.repository.states() };
  }
}
