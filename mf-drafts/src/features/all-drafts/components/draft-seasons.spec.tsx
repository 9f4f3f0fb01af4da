/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, screen, within } from '@testing-library/react';
import { aDraft, aPlayer } from '../../../shared/testing/factories';
import { renderScreenAt, restoreFetchAfterEach } from '../../../shared/testing/players-down-api';
import { asSaved, rolledOverApi } from '../../../shared/testing/rolled-over-api';
import { AllDraftsScreen } from './all-drafts-screen';

restoreFetchAfterEach();

describe('All Drafts with a draft of another season (issue 32)', () => {
  it('labels it with its season and shows its squad as saved, not through this season’s ids', async () => {
    // Id 7 was Raya last season; this season it is another man.
    const raya = { ...aPlayer({ id: 7, position: 1, web_name: 'Raya', price: 5.5 }), code: 154561 };
    const thisSeasonsSeven = aPlayer({ id: 7, position: 4, web_name: 'Newcomer' });
    const fresh = aPlayer({ id: 8, position: 1, web_name: 'Pickford' });
    const last = aDraft({ name: 'Last season', season: '2025-26', selectedPlayers: [7] });
    const current = aDraft({ name: 'This season', season: '2026-27', selectedPlayers: [8] });
    rolledOverApi([current, last], [thisSeasonsSeven, fresh], [{ ...last, players: [asSaved(raya)] }]);
    renderScreenAt(AllDraftsScreen, '/all-drafts');

    const old = await screen.findByRole('article', { name: 'Last season' });
    expect((await within(old).findByTitle(/Saved in the 2025\/26 season/)).textContent).toBe('25/26');
    const now = screen.getByRole('article', { name: 'This season' });
    expect(within(now).queryByTitle(/Saved in the/)).toBeNull();

    fireEvent.click(within(old).getByRole('button', { name: 'View Squad' }));
    const pitch = await within(old).findByRole('group', { name: 'Last season on the pitch' }, { timeout: 5000 });
    expect(pitch.textContent).toContain('Raya');
    expect(pitch.textContent).toContain('£5.5m');
    expect(pitch.textContent).not.toContain('Newcomer');
    expect(pitch.textContent).not.toContain('xP'); // no xPts of this season for last season's men
  });
});
