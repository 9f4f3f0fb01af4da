/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { aDraft, aPlayer } from '../../../shared/testing/factories';
import { renderScreenAt, restoreFetchAfterEach } from '../../../shared/testing/players-down-api';
import { asSaved, rolledOverApi } from '../../../shared/testing/rolled-over-api';
import { RateTeamScreen } from './rate-team-screen';

restoreFetchAfterEach();

describe('Rate my team with a draft of another season (issue 32)', () => {
  it('lists it with its season in Find Draft, then rates the squad as saved, labelled', async () => {
    const raya = { ...aPlayer({ id: 7, position: 1, web_name: 'Raya', price: 5.5 }), code: 154561 };
    const last = aDraft({ name: 'Last season', season: '2025-26', selectedPlayers: [7] });
    rolledOverApi([last], [aPlayer({ id: 7, position: 4, web_name: 'Newcomer' })], [{ ...last, players: [asSaved(raya)] }]);
    const { unmount } = renderScreenAt(RateTeamScreen, '/rate-team');
    expect((await screen.findByRole('button', { name: /Last season/ }, { timeout: 5000 })).textContent).toContain('25/26');
    unmount();

    renderScreenAt(RateTeamScreen, `/rate-team?draft=${last.id}`);
    const title = await screen.findByRole('heading', { name: /Last season/ }, { timeout: 5000 });
    expect(title.textContent).toContain('25/26');
    const pitch = screen.getByRole('group', { name: 'Last season lineup' });
    expect(pitch.textContent).toContain('Raya');
    expect(pitch.textContent).not.toContain('Newcomer');
  });
});
