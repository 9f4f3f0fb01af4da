import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  IdParamSchema, planFromSaveFplPlan, planFromSavePlan, SavedPlanListSchema, SavedPlanSchema, SavedPlansQuerySchema, SaveFplPlanSchema, SavePlanResultSchema,
  SavePlanSchema, type SavedPlan, type SavedPlansQuery, type SavedPlanSummary, type SaveFplPlan, type SavePlan, type SavePlanResult,
} from '@draftroom/contracts';
import { ApiErrors, ApiZodBody, ApiZodOk, ZodValidationPipe } from '@draftroom/nest-kit';
import { PlansService } from './plans.service';

@ApiTags('plans')
@Controller('api')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Post('save-plan')
  @HttpCode(201)
  @ApiZodBody(SavePlanSchema)
  @ApiZodOk(SavePlanResultSchema, 'The saved plan (its id and, once, its owner key)')
  @ApiErrors(400, 403, 404, 503)
  savePlan(@Body(new ZodValidationPipe(SavePlanSchema)) body: SavePlan): Promise<SavePlanResult> {
    return this.plans.save(planFromSavePlan(body));
  }

  @Post('save-fpl-plan')
  @HttpCode(201)
  @ApiZodBody(SaveFplPlanSchema)
  @ApiZodOk(SavePlanResultSchema, 'The saved plan (its id and, once, its owner key)')
  @ApiErrors(400, 403, 404, 503)
  saveFplPlan(@Body(new ZodValidationPipe(SaveFplPlanSchema)) body: SaveFplPlan): Promise<SavePlanResult> {
    return this.plans.save(planFromSaveFplPlan(body));
  }

  @Get('saved-plans')
  @ApiQuery({ name: 'teamId', required: false, type: Number })
  @ApiQuery({ name: 'name', required: false, description: 'Case-insensitive part of the plan name' })
  @ApiQuery({ name: 'key', required: false, description: "A plan's owner key: that plan is listed first" })
  @ApiZodOk(SavedPlanListSchema, 'Plans of a team and/or whose name contains the text, newest first (at most 100)')
  @ApiErrors(400)
  search(@Query(new ZodValidationPipe(SavedPlansQuerySchema)) query: SavedPlansQuery): Promise<SavedPlanSummary[]> {
    return this.plans.search(query);
  }

  @Get('saved-plans/:id')
  @ApiZodOk(SavedPlanSchema)
  @ApiErrors(400, 404)
  plan(@Param('id', new ZodValidationPipe(IdParamSchema)) id: number): Promise<SavedPlan> {
    return this.plans.get(id);
  }
}
