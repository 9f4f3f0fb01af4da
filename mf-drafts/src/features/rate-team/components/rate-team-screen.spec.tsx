/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { aDraft, aPlayer } from '../../../shared/testing/factories';
import { expectPlayersFailureThenRetry, playersDownApi, renderScreenAt, restoreFetchAfterEach } from '../../../shared/testing/players-down-api';
import { RateTeamScreen } from './rate-team-screen';

restoreFetchAfterEach();

describe('Rate my team when the player list fails to load', () => {
  it('says so with a Retry instead of loading forever', async () => {
    const gk = aPlayer({ position: 1, web_name: 'Raya' });
    const draft = aDraft({ name: 'Alpha', selectedPlayers: [gk.id] });
    const state = playersDownApi([draft], [gk]);
    renderScreenAt(RateTeamScreen, `/rate-team?draft=${draft.id}`);
    await expectPlayersFailureThenRetry(state);
    expect(await screen.findByRole('button', { name: 'Choose Different Draft' }, { timeout: 5000 })).toBeTruthy();
    // The Retry button is gone: focus continues from the draft's title, not from the page's start.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Alpha' }));
  });
});
