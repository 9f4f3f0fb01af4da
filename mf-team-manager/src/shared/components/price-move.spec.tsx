/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import type { PriceMoves } from '@draftroom/contracts';
import { aPlayer } from '@draftroom/testing';
import { buildMarket } from '../hooks/use-market';
import { PriceMoveArrow } from './price-move';

const players = [aPlayer({ id: 1, price: 7 }), aPlayer({ id: 2, price: 5.5 }), aPlayer({ id: 3, price: 6 }), aPlayer({ id: 4, price: 4.5 })];
const moves: PriceMoves = {
  season: '2025-26', asOfGameweek: 30, fromGameweek: 31, fittedOn: ['2023-24', '2024-25'],
  rule: { rise: { minNet: 75_000, minShare: 0.01 }, fall: { minNet: 10_000, minShare: 0.05 } },
  players: [
    { id: 1, price: 70, change: 1, netTransfers: 120_000, shareOfOwners: 0.04, prices: Array(8).fill(71) },
    { id: 2, price: 55, change: -1, netTransfers: -31_500, shareOfOwners: -0.125, prices: Array(8).fill(54) },
    // Predicted from £6.1m, but the list now says £6.0m: not his move any more.
    { id: 3, price: 61, change: -1, netTransfers: -50_000, shareOfOwners: -0.1, prices: Array(8).fill(60) },
  ],
};
const market = buildMarket(players, [], [], moves);

describe('PriceMoveArrow', () => {
  it('says the predicted rise and its deadline to a screen reader, and why in the tooltip', () => {
    render(<PriceMoveArrow move={market.priceMove(1)} />);
    const arrow = screen.getByRole('img', { name: 'predicted to rise by £0.1m before GW31' });
    expect(arrow.textContent).toBe('▲');
    expect(arrow.getAttribute('title')).toBe('Predicted to rise by £0.1m before GW31: 120,000 more managers bought him than sold him (4.0% of his owners)');
  });

  it('shows a fall the other way', () => {
    render(<PriceMoveArrow move={market.priceMove(2)} />);
    const arrow = screen.getByRole('img', { name: 'predicted to fall by £0.1m before GW31' });
    expect(arrow.textContent).toBe('▼');
    expect(arrow.getAttribute('title')).toContain('31,500 more managers sold him than bought him (12.5% of his owners)');
  });

  it('shows nothing for a player predicted to hold, one predicted from another price, or before the predictions arrive', () => {
    const { container } = render(<>
      <PriceMoveArrow move={market.priceMove(3)} />
      <PriceMoveArrow move={market.priceMove(4)} />
      <PriceMoveArrow move={buildMarket(players, [], []).priceMove(1)} />
    </>);
    expect(container.innerHTML).toBe('');
  });
});
