import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BestDraftRequestSchema, SensitivityRequestSchema, SolverJobIdSchema, SolverJobSchema, SolverJobStartedSchema, SuggestTransfersRequestSchema,
  type BestDraftRequestPayload, type SensitivityRequestPayload, type SolverJob, type SolverJobStarted, type SuggestTransfersRequestPayload,
} from '@draftroom/contracts';
import { ApiErrors, ApiZodBody, ApiZodOk, ZodValidationPipe } from '@draftroom/nest-kit';
import { SolverService } from './solver.service';

@ApiTags('solver')
@Controller('api/solver')
export class SolverController {
  constructor(private readonly solver: SolverService) {}

  @Post('best-draft')
  @HttpCode(202)
  @ApiZodBody(BestDraftRequestSchema)
  @ApiZodOk(SolverJobStartedSchema, 'The job started: poll GET /api/solver/jobs/{id}')
  @ApiErrors(400, 422, 503)
  bestDraft(@Body(new ZodValidationPipe(BestDraftRequestSchema)) body: BestDraftRequestPayload): Promise<SolverJobStarted> {
    return this.solver.startBestDraft(body);
  }

  @Post('transfers')
  @HttpCode(202)
  @ApiZodBody(SuggestTransfersRequestSchema)
  @ApiZodOk(SolverJobStartedSchema, 'The job started: poll GET /api/solver/jobs/{id}')
  @ApiErrors(400, 422, 502, 503)
  transfers(@Body(new ZodValidationPipe(SuggestTransfersRequestSchema)) body: SuggestTransfersRequestPayload): Promise<SolverJobStarted> {
    return this.solver.startTransfers(body);
  }

  @Post('sensitivity')
  @HttpCode(202)
  @ApiZodBody(SensitivityRequestSchema)
  @ApiZodOk(SolverJobStartedSchema, 'The job started: poll GET /api/solver/jobs/{id} (progress counts the solves done)')
  @ApiErrors(400, 422, 502, 503)
  sensitivity(@Body(new ZodValidationPipe(SensitivityRequestSchema)) body: SensitivityRequestPayload): Promise<SolverJobStarted> {
    return this.solver.startSensitivity(body);
  }

  @Get('jobs/:id')
  @ApiZodOk(SolverJobSchema, 'State, progress and, once finished, the result or the error')
  @ApiErrors(400, 404)
  job(@Param('id', new ZodValidationPipe(SolverJobIdSchema)) id: string): Promise<SolverJob> {
    return this.solver.job(id);
  }

  @Delete('jobs/:id')
  @ApiZodOk(SolverJobSchema, 'The job after the cancel (a finished job stays as it was)')
  @ApiErrors(400, 404)
  cancel(@Param('id', new ZodValidationPipe(SolverJobIdSchema)) id: string): Promise<SolverJob> {
    return this.solver.cancel(id);
  }
}
