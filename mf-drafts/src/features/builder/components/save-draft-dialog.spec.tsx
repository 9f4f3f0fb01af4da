/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@draftroom/ui';
import { aDraft, aPlayer, captureToasts, heldFetch } from '../../../shared/testing/factories';
import { SaveDraftDialog } from './save-draft-dialog';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderDialog(squad = Array.from({ length: 15 }, () => aPlayer())) {
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SaveDraftDialog open squad={squad} cost={99.5} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, name: screen.getByRole('textbox', { name: 'Draft Name' }), submit: screen.getByRole('button', { name: 'Save Draft' }) };
}

describe('Save Draft dialog (spec 2.3, 5, 8)', () => {
  it('shows the squad summary', () => {
    renderDialog();
    expect(screen.getByRole('dialog').textContent).toContain('15/15 players selected');
    expect(screen.getByRole('dialog').textContent).toContain('£99.5m');
  });

  it('refuses a blank name with the spec toast and sends nothing', () => {
    const toasts = captureToasts();
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    const { name, submit } = renderDialog();
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(toasts.at(-1)).toEqual({ title: 'Draft name required', description: 'Please enter a name for your draft.', variant: 'destructive' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an empty squad with the spec toast', () => {
    const toasts = captureToasts();
    const { name, submit } = renderDialog([]);
    fireEvent.change(name, { target: { value: 'Empty' } });
    fireEvent.click(submit);
    expect(toasts.at(-1)).toMatchObject({ title: 'No players selected', description: 'Please select some players before saving your draft.' });
  });

  it("reads 'Saving...' in flight, then shows the server's message when it refuses", async () => {
    const toasts = captureToasts();
    const server = heldFetch(409, { statusCode: 409, error: 'CONFLICT', message: 'A draft called "Mine" already exists. Please choose another name.' });
    const { name, submit, onClose } = renderDialog();
    fireEvent.change(name, { target: { value: '  Mine ' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    expect(JSON.parse(server.mock.mock.calls[0][1]!.body as string).name).toBe('Mine');
    await act(async () => server.release());
    expect(toasts.at(-1)).toEqual({ title: 'Failed to save draft', description: 'A draft called "Mine" already exists. Please choose another name.', variant: 'destructive' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the generic message when the server gives none, and closes and clears after a save', async () => {
    const toasts = captureToasts();
    const failing = heldFetch(500, undefined);
    const { name, submit, onClose } = renderDialog();
    fireEvent.change(name, { target: { value: 'Mine' } });
    fireEvent.click(submit);
    await act(async () => failing.release());
    expect(toasts.at(-1)?.description).toBe('An error occurred while saving your draft.');

    const ok = heldFetch(201, aDraft({ name: 'Mine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await act(async () => ok.release());
    expect(toasts.at(-1)).toMatchObject({ title: 'Draft saved', variant: 'success' });
    expect(onClose).toHaveBeenCalled();
    expect((name as HTMLInputElement).value).toBe('');
  });
});
