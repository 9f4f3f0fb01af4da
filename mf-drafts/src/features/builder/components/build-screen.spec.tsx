/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@draftroom/ui';
import { heldFetch } from '../../../shared/testing/factories';
import { BuildScreen } from './build-screen';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const renderBuilder = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BuildScreen />
    </QueryClientProvider>,
  );

describe('the builder while player data cannot be read (spec 2.1, issue 11 item 7)', () => {
  it('says the data is still loading while the stats service imports (503), not that it failed', async () => {
    const server = heldFetch(503, { statusCode: 503, error: 'Service Unavailable', message: 'Player data is still being imported. Please try again in a moment.' });
    renderBuilder();
    await act(async () => server.release());
    expect(await screen.findByText('Player data is still loading. This page will update by itself in a few seconds.')).toBeTruthy();
    expect(screen.queryByText('Failed to Load Player Data')).toBeNull();
  });

  it("shows the spec's 'Failed to Load Player Data' for a real failure", async () => {
    const server = heldFetch(502, undefined);
    renderBuilder();
    await act(async () => server.release());
    expect(await screen.findByText('Failed to Load Player Data')).toBeTruthy();
  });
});
