import request from 'supertest';
import { XptsAccuracySchema } from '@draftroom/contracts';
import type { BootedService } from '@draftroom/testing/services';
import { ACCURACY_NOT_READY, AccuracyService } from '../src/accuracy/accuracy.service';
import { bootStatsService } from './support';

describe('GET /api/xpts-accuracy: the stored backtest beside the official forecast', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService();
  });
  let closed = false;
  afterAll(() => (closed ? undefined : svc.close()));

  it('answers 503 with a message until the figures are computed', async () => {
    const res = await request(svc.server).get('/api/xpts-accuracy').expect(503);
    expect(res.body.message).toBe(ACCURACY_NOT_READY);
  });

  it('serves both seasons with snapshots, the official forecast scored on the same player-gameweeks', async () => {
    // Seconds of CPU, computed in the API's own process with `npm start`'s in-process queue: the
    // service keeps answering meanwhile (a blocked event loop answered nothing until the end).
    let computing = true;
    const evaluation = svc.app.get(AccuracyService).evaluate().finally(() => (computing = false));
    let answeredMeanwhile = 0;
    while (computing) {
      await request(svc.server).get('/api/season').expect(200);
      if (computing) answeredMeanwhile += 1;
    }
    await evaluation;
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
    const report = XptsAccuracySchema.parse((await request(svc.server).get('/api/xpts-accuracy').expect(200)).body);
    expect(report.seasons.map((s) => [s.season, s.from, s.to])).toEqual([['2025-26', 5, 29], ['2024-25', 5, 38]]);
    const current = report.seasons[0];
    expect(current.officialGameweeks).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 25]);
    const all = current.metrics.find((m) => m.horizon === 1 && m.group === 'all')!.figures;
    const counts = new Set(Object.values(all).map((f) => f.count));
    expect(counts).toEqual(new Set([current.perGameweek.reduce((n, g) => n + g.count, 0)]));
    // Our model beats the game's own forecast on every measure, 1 gameweek ahead.
    expect(all.model.mae).toBeLessThan(all.official.mae);
    expect(all.model.rmse).toBeLessThan(all.official.rmse);
    expect(all.model.spearman).toBeGreaterThan(all.official.spearman);
    expect(current.calibration.reduce((n, b) => n + b.count, 0)).toBeGreaterThan(all.model.count);
    expect(current.metrics.map((m) => `${m.horizon}:${m.group}`)).toEqual([
      '1:all', '1:played', '1:available', '1:doubtful', '1:out', '3:all', '3:played', '3:available', '3:doubtful', '3:out',
    ]);
  });

  // Last: it closes the service.
  it('stops a report still being computed when the service closes', async () => {
    const evaluation = svc.app.get(AccuracyService).evaluate();
    // Answered while the computation reads the seasons and then while it yields between steps.
    for (let i = 0; i < 8; i += 1) await request(svc.server).get('/api/season').expect(200);
    const stopped = expect(evaluation).rejects.toThrow('the service is closing');
    closed = true;
    await svc.close();
    await stopped;
  });
});
