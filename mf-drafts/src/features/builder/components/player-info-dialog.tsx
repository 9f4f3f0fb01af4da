import type { Player } from '@draftroom/contracts';
import { infoDialogGameweeks } from '@draftroom/domain';
import { AvailabilityFlag, Button, Dialog, PlayerProjection } from '@draftroom/ui';
import { PlayerFacts } from '../../../shared/components/player-facts';
import { XptsFixtures } from '../../../shared/components/xpts-fixtures';
import { useClubFixtures } from '../../../shared/hooks/use-club-fixtures';

export interface PlayerInfoDialogProps {
  player: Player | null;
  planningFrom?: number;
  canAdd: boolean;
  onAdd: (player: Player) => void;
  onClose: () => void;
}

/** The picker's info dialog (spec 2.2): club, price, points and the coming gameweeks' xPts and opponents,
 * then the projection behind those xPts part by part (issue 30 item 6). */
export function PlayerInfoDialog({ player, planningFrom, canAdd, onAdd, onClose }: PlayerInfoDialogProps) {
  const fixturesOf = useClubFixtures();
  if (!player) return null;
  const gameweeks = planningFrom ? infoDialogGameweeks(player, planningFrom) : [];
  return (
    <Dialog
      open
      onClose={onClose}
      title={player.web_name}
      description={player.name}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          {canAdd && <Button onClick={() => onAdd(player)}>Add to Draft</Button>}
        </>
      }
    >
      <div className="dt-stack">
        <AvailabilityFlag player={player} />
        <PlayerFacts player={player} />
        <XptsFixtures player={player} gameweeks={gameweeks} fixturesOf={fixturesOf} />
        <PlayerProjection playerId={player.id} />
      </div>
    </Dialog>
  );
}
