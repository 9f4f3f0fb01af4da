import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IngestionService } from './ingestion.service';

@ApiTags('ingestion')
@Controller('api/ingestion')
export class IngestionController {
  constructor(private readonly ingestion: IngestionService) {}

  @Get()
  @ApiOkResponse({ description: 'Imported seasons and the queue mode' })
  status() {
    return this.ingestion.status();
  }
}
