/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { aDraft, aPlayer } from '../../../shared/testing/factories';
import { expectPlayersFailureThenRetry, playersDownApi, renderScreenAt, restoreFetchAfterEach } from '../../../shared/testing/players-down-api';
import { CompareScreen } from './compare-screen';

restoreFetchAfterEach();

describe('Compare when the player list fails to load', () => {
  it('says so with a Retry instead of two empty pitches', async () => {
    const gk = aPlayer({ position: 1, web_name: 'Raya' });
    const first = aDraft({ name: 'Alpha', selectedPlayers: [gk.id] });
    const second = aDraft({ name: 'Beta', selectedPlayers: [gk.id] });
    const state = playersDownApi([first, second], [gk]);
    renderScreenAt(CompareScreen, `/compare?first=${first.id}&second=${second.id}`);
    await expectPlayersFailureThenRetry(state);
    expect(await screen.findByRole('group', { name: 'Beta on the pitch' }, { timeout: 5000 })).toBeTruthy();
  });
});
