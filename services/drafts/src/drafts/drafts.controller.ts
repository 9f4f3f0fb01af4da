import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import {
  DraftListQuerySchema, DraftListSchema, DraftSchema, IdParamSchema, MyVotesSchema, SaveDraftSchema, VoteSchema,
  type Draft, type DraftListQuery, type MyVote, type SaveDraft, type Vote,
} from '@draftroom/contracts';
import { ApiErrors, ApiZodBody, ApiZodOk, ZodValidationPipe, sendCached } from '@draftroom/nest-kit';
import { ExistingVoterSession, NewOrExistingVoterSession, VoterSession } from '../session/voter-session';
import { DraftsService } from './drafts.service';

@ApiTags('drafts')
@Controller('api')
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  /** Saves a full 15; every rule is checked again here. 409 when the name is taken or prices moved. */
  @Post('save-draft')
  @ApiZodBody(SaveDraftSchema)
  @ApiZodOk(DraftSchema, 'The saved draft')
  @ApiErrors(400, 409, 503)
  save(@Body(new ZodValidationPipe(SaveDraftSchema)) body: SaveDraft): Promise<Draft> {
    return this.drafts.save(body);
  }

  /**
   * The same cached payload for everyone (ETag, 304, pre-compressed), or with `limit` a window of
   * it and X-Total-Count; the caller's votes are /api/drafts/my-votes.
   */
  @Get('drafts')
  @ApiZodOk(DraftListSchema, 'Every saved draft (or the window asked for), newest or top rated first')
  @ApiErrors(400)
  async list(@Query(new ZodValidationPipe(DraftListQuerySchema)) query: DraftListQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (query.limit === undefined) return sendCached(req, res, await this.drafts.listPayload(query.sort));
    const since = query.since === undefined ? undefined : Date.parse(query.since);
    const { json, total } = await this.drafts.listWindow(query.sort, query.offset, query.limit, { q: query.q, since });
    res.setHeader('X-Total-Count', String(total));
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(json);
  }

  /** Declared before drafts/:id so 'my-votes' is not read as an id. */
  @Get('drafts/my-votes')
  @ApiZodOk(MyVotesSchema, 'The caller’s own votes (from the anonymous session cookie, which this starts when there is none)')
  myVotes(@NewOrExistingVoterSession() voter: string, @Res({ passthrough: true }) res: Response): Promise<MyVote[]> {
    res.setHeader('Cache-Control', 'private, no-store');
    return this.drafts.myVotes(voter);
  }

  @Get('drafts/:id')
  @ApiZodOk(DraftSchema)
  @ApiErrors(400, 404)
  get(@Param('id', new ZodValidationPipe(IdParamSchema)) id: number, @VoterSession() voter: string | null): Promise<Draft> {
    return this.drafts.get(id, voter);
  }

  /** Sets the caller's vote as their anonymous session, issued by /api/drafts/my-votes (403 without one). */
  @Post('drafts/:id/vote')
  @HttpCode(200)
  @ApiZodBody(VoteSchema)
  @ApiZodOk(DraftSchema, 'The draft with its new counts and the caller’s vote')
  @ApiErrors(400, 403, 404)
  vote(
    @Param('id', new ZodValidationPipe(IdParamSchema)) id: number,
    @Body(new ZodValidationPipe(VoteSchema)) body: Vote,
    @ExistingVoterSession() voter: string,
  ): Promise<Draft> {
    return this.drafts.vote(id, body.voteType, voter);
  }
}
