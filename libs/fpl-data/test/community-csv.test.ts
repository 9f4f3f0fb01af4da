/** @engines sqlite: no storage (the CSV importer and the committed snapshot) */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  communitySeasons, defaultCommunityRoot, lastFinishedGameweek, readCommunitySeason, writeSnapshot, type SeasonData, type SeasonId,
} from '../src';

const repo = join(__dirname, '..', '..', '..');
const source = defaultCommunityRoot(repo);
const haveSource = existsSync(join(source, '2025-26', 'players_raw.csv'));
const required = process.env.DRAFTROOM_REQUIRE_SERVICES === '1';

// The raw dataset lives beside the repository (../shared/data/fpl); CI always has it.
(haveSource || required ? describe : describe.skip)('importer of the community CSV layout, on the real data', () => {
  // Each season is read from the CSVs once for the whole file (a read takes seconds).
  const read = new Map<SeasonId, SeasonData>();
  const community = (season: SeasonId): SeasonData => read.get(season) ?? read.set(season, readCommunitySeason(source, season)).get(season)!;
  const s2526 = community('2025-26');

  it('finds the 20 clubs of 2025/26 with the codes of spec section 3', () => {
    expect(s2526.teams.map((t) => t.shortName).sort()).toEqual([
      'ARS', 'AVL', 'BHA', 'BOU', 'BRE', 'BUR', 'CHE', 'CRY', 'EVE', 'FUL', 'LEE', 'LIV', 'MCI', 'MUN', 'NEW', 'NFO', 'SUN', 'TOT', 'WHU', 'WOL',
    ]);
  });

  it('reads 380 fixtures, one postponed, finished through gameweek 29', () => {
    expect(s2526.fixtures).toHaveLength(380);
    expect(s2526.fixtures.filter((f) => f.gameweek === null)).toHaveLength(1);
    expect(lastFinishedGameweek(s2526.fixtures)).toBe(29);
  });

  it('reads a known player: Haaland, forward, 14.6m, Man City', () => {
    const haaland = s2526.players.find((p) => p.webName === 'Haaland');
    expect(haaland).toMatchObject({ id: 430, position: 4, nowCost: 146, teamId: 13, totalPoints: 195 });
  });

  it('keeps one row per player per fixture (the files repeat a few rows word for word)', () => {
    const keys = new Set(s2526.appearances.map((a) => `${a.playerId}:${a.fixtureId}`));
    expect(keys.size).toBe(s2526.appearances.length);
    const kroupiPoints = s2526.appearances.filter((a) => a.playerId === 100).reduce((n, a) => n + a.totalPoints, 0);
    expect(kroupiPoints).toBe(s2526.players.find((p) => p.id === 100)?.totalPoints);
  });

  it('joins 2024/25 match stats to fixtures and leaves out assistant managers', () => {
    const s2425 = community('2024-25');
    expect(s2425.players.every((p) => p.position >= 1 && p.position <= 4)).toBe(true);
    expect(s2425.matchStats.length).toBeGreaterThan(11_000);
    const fixtureIds = new Set(s2425.fixtures.map((f) => f.id));
    expect(s2425.matchStats.every((m) => fixtureIds.has(m.fixtureId))).toBe(true);
  });

  // The one check that data/snapshot is what the source data gives (CI runs no other): every
  // file `npm run snapshot` would write, the manifest too, byte for byte.
  it('matches the committed snapshot byte for byte (run `npm run snapshot` when this fails)', () => {
    const written = mkdtempSync(join(tmpdir(), 'draftroom-snapshot-'));
    try {
      const manifest = writeSnapshot(written, communitySeasons(source).map(community));
      const files = [...manifest.seasons.map((s) => s.file), 'manifest.json'];
      const committed = join(repo, 'data', 'snapshot');
      expect(files.filter((f) => !readFileSync(join(written, f)).equals(readFileSync(join(committed, f))))).toEqual([]);
    } finally {
      rmSync(written, { recursive: true, force: true });
    }
  });
});
