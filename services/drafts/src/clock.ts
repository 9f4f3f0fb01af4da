import { Injectable } from '@nestjs/common';

/** The service's notion of "now", one provider so tests can move time (ownership periods). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
