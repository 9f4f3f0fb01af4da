import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OwnershipListSchema, OwnershipQuerySchema, type OwnershipPlayer, type OwnershipQuery } from '@draftroom/contracts';
import { ApiErrors, ApiZodOk, ZodValidationPipe } from '@draftroom/nest-kit';
import { OwnershipService } from './ownership.service';

@ApiTags('ownership')
@Controller('api')
export class OwnershipController {
  constructor(private readonly ownership: OwnershipService) {}

  /** Always fresh (spec 9: the ownership call has stale time 0), so never cached on the way. */
  @Get('selected-by')
  @Header('Cache-Control', 'no-store')
  @ApiZodOk(OwnershipListSchema, 'Every player with official and site ownership for the period')
  @ApiErrors(400, 503)
  list(@Query(new ZodValidationPipe(OwnershipQuerySchema)) query: OwnershipQuery): Promise<OwnershipPlayer[]> {
    return this.ownership.list(query);
  }
}
