export { PlayerProjection } from './player-projection';
export { playerProjectionQuery, usePlayerProjection } from './use-player-projection';
