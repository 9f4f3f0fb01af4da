import { expect, test } from '@playwright/test';
import { PlayerListSchema, PRICE_MOVES_API, PriceMovesSchema } from '@draftroom/contracts';

/**
 * Issue 30 item 4 (decision 207): the predicted price moves through the gateway, and a mover's
 * arrow beside his price in the Team Manager's transfer picker, named for a screen reader.
 */
test('a predicted price move is served and shown beside the price, labelled', async ({ page, request }) => {
  const moves = PriceMovesSchema.parse(await (await request.get(PRICE_MOVES_API)).json());
  expect(moves.fromGameweek).toBe(5);
  expect(moves.players.length).toBeGreaterThan(0);
  const players = PlayerListSchema.parse(await (await request.get('/api/players')).json());
  const move = moves.players[0];
  const mover = players.find((p) => p.id === move.id)!;
  expect(Math.round(mover.price * 10)).toBe(move.price);

  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill('1001');
  await page.getByRole('button', { name: 'Load Team' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 5', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Browse players' }).click();
  const picker = page.getByRole('dialog', { name: 'Browse players' });
  await picker.getByRole('searchbox', { name: 'Search players' }).fill(mover.web_name);
  const row = picker.locator(`[data-player-id="${mover.id}"]`);
  const label = `predicted to ${move.change > 0 ? 'rise' : 'fall'} by £0.1m before GW5`;
  await expect(row.getByRole('img', { name: label })).toBeVisible();
});
