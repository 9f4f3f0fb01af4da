import type { Player } from '@draftroom/contracts';
import { xptsIn } from '@draftroom/domain';
import { Button, Dialog } from '@draftroom/ui';
import { PlayerFacts } from '../../../shared/components/player-facts';
import { XptsFixtures } from '../../../shared/components/xpts-fixtures';
import { formatXpts } from '../../../shared/format';
import { useClubFixtures } from '../../../shared/hooks/use-club-fixtures';
import type { RateTeamState } from '../hooks/use-rate-team';

export interface RatePlayerDialogProps {
  player: Player | null;
  rate: RateTeamState;
  onClose: () => void;
  onSubstitute: (player: Player) => void;
}

/** Spec 2.9: team, price, points, expected points and the next six fixtures; Substitute and captaincy. */
export function RatePlayerDialog({ player, rate, onClose, onSubstitute }: RatePlayerDialogProps) {
  const fixturesOf = useClubFixtures();
  if (!player) return null;
  const starter = rate.isStarter(player);
  const captain = rate.lineup.captain?.id === player.id;
  return (
    <Dialog
      open
      onClose={onClose}
      title={player.web_name}
      description={`${player.name}${starter ? '' : ' · on the bench'}`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onSubstitute(player)}>Substitute</Button>
          {starter && (
            <Button
              variant={captain ? 'danger' : 'primary'}
              onClick={() => {
                rate.toggleCaptain(player);
                onClose();
              }}
            >
              {captain ? 'Remove Captain' : 'Make Captain'}
            </Button>
          )}
        </>
      }
    >
      <div className="dt-stack">
        <PlayerFacts
          player={player}
          extra={<div><dt>xPts GW{rate.gameweek}</dt><dd>{formatXpts(xptsIn(player, rate.gameweek))}</dd></div>}
        />
        <XptsFixtures player={player} gameweeks={rate.weeks.window} fixturesOf={fixturesOf} title="Expected Points & Fixture Difficulty" />
      </div>
    </Dialog>
  );
}
