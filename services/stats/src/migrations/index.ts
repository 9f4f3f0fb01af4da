import { InitialStatsSchema1732200000000 } from './1732200000000-initial-stats-schema';
import { Availability1764000000000 } from './1764000000000-availability';
import { ServedSeason1764400000000 } from './1764400000000-served-season';

/** Every migration of the stats service, oldest first. */
export const STATS_MIGRATIONS = [InitialStatsSchema1732200000000, Availability1764000000000, ServedSeason1764400000000];
