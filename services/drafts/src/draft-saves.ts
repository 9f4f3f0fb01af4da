import { Injectable } from '@nestjs/common';

/**
 * Counts committed draft saves, so caches built from the drafts table (site ownership) know
 * when a new draft may change them. Votes do not count: they change no ownership figure.
 */
@Injectable()
export class DraftSaves {
  private count = 0;

  get generation(): number {
    return this.count;
  }

  /** Called after a save has committed. */
  saved(): void {
    this.count += 1;
  }
}
