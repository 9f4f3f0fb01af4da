/** @engines sqlite: drawn from the payloads in memory, whichever database they were loaded from */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { BootedService } from '@draftroom/testing/services';
import { bootStatsService } from './support';

/**
 * GET /first-views/XptsPage.html (decision 163): the xPts page drawn with the very payloads the
 * API answers, by mf-stats's first-view build. Here that build is a stand-in that writes down
 * what it was given, so the test sees what the service hands it and what it makes of the answer
 * (the real drawing is mf-stats's xpts-drawn-with-data.spec.tsx, the whole chain e2e's first-view.spec.ts).
 */
function standInBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stats-first-views-'));
  writeFileSync(join(dir, 'first-view.cjs'), `
    let draws = 0;
    exports.renderPageWithData = (module, answers) => module !== 'XptsPage' ? undefined : '<pre>' + JSON.stringify({
      draws: ++draws, paths: Object.keys(answers), players: answers['/api/players'].length,
      planningFrom: answers['/api/season'].planningFrom, teams: answers['/api/teams'].length,
      throughGameweek: answers['/api/gameweek-points'].throughGameweek,
    }) + '</pre>';`);
  writeFileSync(join(dir, 'heads.json'), JSON.stringify({ XptsPage: '<link rel="stylesheet" href="/remotes/mf-stats/545.css">' }));
  return dir;
}

describe('stats: pages drawn with their data', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootStatsService({ FPL_AS_OF_GW: '4', STATS_FIRST_VIEWS_DIR: standInBuild() });
  });
  afterAll(() => svc.close());

  const drawn = (text: string) => JSON.parse(/<pre>(.*)<\/pre>/.exec(text)![1]) as Record<string, unknown>;

  it('draws /xpts from the answers of its first GETs, behind the mark and the head of the same build', async () => {
    const res = await request(svc.server).get('/first-views/XptsPage.html').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text.startsWith('<template data-remote-first-view="with-data"></template><link rel="stylesheet" href="/remotes/mf-stats/545.css"><pre>')).toBe(true);
    const players = (await request(svc.server).get('/api/players').expect(200)).body as unknown[];
    const teams = (await request(svc.server).get('/api/teams').expect(200)).body as unknown[];
    expect(drawn(res.text)).toMatchObject({
      paths: ['/api/players', '/api/season', '/api/teams', '/api/gameweek-points'],
      players: players.length, teams: teams.length, planningFrom: 5, throughGameweek: 4,
    });
  });

  it('draws once per version of that data', async () => {
    const first = drawn((await request(svc.server).get('/first-views/XptsPage.html').expect(200)).text);
    const again = drawn((await request(svc.server).get('/first-views/XptsPage.html').expect(200)).text);
    expect(again.draws).toBe(first.draws);
  });

  it('answers 404 for a page it does not draw, so the gateway includes the data-free one', async () => {
    for (const file of ['FdrPage.html', 'TeamManagerPage.html', 'XptsPage', '..%2Fxpts.html']) {
      await request(svc.server).get(`/first-views/${file}`).expect(404);
    }
  });
});
