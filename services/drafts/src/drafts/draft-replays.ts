import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { ReplayListener } from '@draftroom/nest-kit';
import { DraftsService } from './drafts.service';

const VOTE_PATH = /^\/api\/drafts\/\d+\/vote$/;

/**
 * A save or vote answered again from its Idempotency-Key: its first request may have been applied
 * by a replica that died before answering and before telling the others, so the list learns of it
 * now, here and on every replica (issue 29: the chaos test found such drafts missing from lists).
 */
@Injectable()
export class DraftReplays implements ReplayListener {
  constructor(private readonly drafts: DraftsService) {}

  async replayed(req: Request, body: unknown): Promise<void> {
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') return;
    if (req.path === '/api/save-draft') await this.drafts.followReplay(id, true);
    else if (VOTE_PATH.test(req.path)) await this.drafts.followReplay(id, false);
  }
}
