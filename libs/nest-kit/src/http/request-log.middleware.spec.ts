import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { JsonLogger } from '../logger';
import { requestLog, requestSampleFromEnv } from './request-log.middleware';

function fakeRequest(status: number) {
  const res = Object.assign(new EventEmitter(), { statusCode: status, setHeader: jest.fn() });
  const req = { headers: {}, method: 'GET', originalUrl: '/api/teams' };
  return { req: req as unknown as Request, res: res as unknown as Response & EventEmitter };
}

describe('request log', () => {
  const logger = new JsonLogger('test');
  let event: jest.SpyInstance;
  beforeEach(() => {
    event = jest.spyOn(logger, 'event').mockImplementation(() => undefined);
  });
  afterEach(() => event.mockRestore());

  const run = (middleware: ReturnType<typeof requestLog>, status: number) => {
    const { req, res } = fakeRequest(status);
    middleware(req, res, jest.fn() as NextFunction);
    res.emit('finish');
    return res;
  };

  it('logs one in n quick successes, marked as sampled, and every error', () => {
    const middleware = requestLog(logger, { sampleEvery: 10, slowMs: 10_000 });
    for (let i = 0; i < 25; i += 1) run(middleware, 200);
    run(middleware, 404);
    run(middleware, 503);
    const lines = event.mock.calls.map(([level, , fields]) => [level, fields.status, fields.sampled]);
    expect(lines).toEqual([['info', 200, 10], ['info', 200, 10], ['info', 200, 10], ['info', 404, undefined], ['error', 503, undefined]]);
  });

  it('logs every request when asked to, and sets the request id either way', () => {
    const middleware = requestLog(logger, { sampleEvery: 1 });
    const res = run(middleware, 200);
    run(middleware, 200);
    expect(event).toHaveBeenCalledTimes(2);
    expect(event.mock.calls[0][2]).not.toHaveProperty('sampled');
    expect(res.setHeader).toHaveBeenCalledWith('x-request-id', expect.any(String));
  });

  it('reads LOG_REQUEST_SAMPLE, falling back to 50', () => {
    expect(requestSampleFromEnv({ LOG_REQUEST_SAMPLE: '1' })).toBe(1);
    expect(requestSampleFromEnv({ LOG_REQUEST_SAMPLE: '0' })).toBe(50);
    expect(requestSampleFromEnv({})).toBe(50);
  });
});
