/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** A child that reads the list's state only once it is opened, as Compare reads the players once two drafts are chosen. */
function Later({ list }: { list: UseQueryResult<string[]> }) {
  const [open, setOpen] = useState(false);
  if (!open) return <button type="button" onClick={() => setOpen(true)}>Open</button>;
  if (list.isError) return <p>Failed to load</p>;
  return <p>{list.isPending ? 'Loading...' : list.data.join(', ')}</p>;
}

function Screen({ answer }: { answer: Promise<string[]> }) {
  const list = useQuery({ queryKey: ['list'], queryFn: () => answer });
  // The parent reads only the data, so with tracked props only a change of the data would redraw it.
  return <><span>{list.data?.length ?? 0} items</span><Later list={list} /></>;
}

describe('createQueryClient', () => {
  it('redraws a failure that lands before anyone has read the pending or error state', async () => {
    let fail!: (error: Error) => void;
    const answer = new Promise<string[]>((_resolve, reject) => (fail = reject));
    render(<QueryClientProvider client={createQueryClient()}><Screen answer={answer} /></QueryClientProvider>);
    // The failure lands, and TanStack Query's notifications (a timer) run, before the child looks.
    await act(async () => {
      fail(new Error('503: Service Unavailable'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Failed to load')).toBeTruthy();
  });
});
