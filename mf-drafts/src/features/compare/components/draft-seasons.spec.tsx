/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { aDraft, aPlayer } from '../../../shared/testing/factories';
import { renderScreenAt, restoreFetchAfterEach } from '../../../shared/testing/players-down-api';
import { asSaved, rolledOverApi } from '../../../shared/testing/rolled-over-api';
import { CompareScreen } from './compare-screen';

restoreFetchAfterEach();

describe('Compare across seasons (issue 32)', () => {
  it('finds a player common to last season’s draft and this season’s by his code, each side with its own squad', async () => {
    // Saka was id 7 last season and is id 30 now; id 7 is now another man.
    const sakaThen = { ...aPlayer({ id: 7, position: 3, web_name: 'Saka', price: 10 }), code: 223340 };
    const sakaNow = { ...sakaThen, id: 30, price: 10.5 };
    const newSeven = aPlayer({ id: 7, position: 4, web_name: 'Newcomer' });
    const last = aDraft({ name: 'Alpha', season: '2025-26', selectedPlayers: [7] });
    const current = aDraft({ name: 'Beta', season: '2026-27', selectedPlayers: [30] });
    rolledOverApi([current, last], [sakaNow, newSeven], [{ ...last, players: [asSaved(sakaThen)] }]);
    renderScreenAt(CompareScreen, `/compare?first=${last.id}&second=${current.id}`);

    expect(await screen.findByText('Common Players (1)', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Alpha squad' }).textContent).toContain('25/26');
    expect(screen.getByRole('region', { name: 'Beta squad' }).textContent).not.toContain('26/27');
    expect(screen.getByRole('group', { name: 'Alpha on the pitch' }).textContent).toContain('£10.0m');
    expect(screen.getByRole('group', { name: 'Alpha on the pitch' }).textContent).not.toContain('Newcomer');
    expect(screen.getByTestId('compare-xpts-next').textContent).toBe('—'); // no xPts this season for last season's squad
  });
});
