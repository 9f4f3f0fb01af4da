/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

function Opener({ autoFocusField = false }: { autoFocusField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Pick" footer={<button type="button">Last</button>}>
        <input aria-label="Field" autoFocus={autoFocusField} />
      </Dialog>
    </>
  );
}

/** A slot whose button is replaced while the dialog is open, like an empty pitch slot filled from its dialog. */
function ReplacedOpener() {
  const [open, setOpen] = useState(false);
  const [filled, setFilled] = useState(false);
  return (
    <div data-focus-anchor="">
      {filled ? (
        <span key="player"><button type="button">Picked player</button></span>
      ) : (
        <button key="empty" type="button" onClick={() => setOpen(true)}>Add DEF</button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title="Select Defender">
        <button type="button" onClick={() => (setFilled(true), setOpen(false))}>Pick</button>
      </Dialog>
    </div>
  );
}

/** One dialog's button closes it and opens the next in the same update, as Transfer Out does. */
function ChainedDialogs() {
  const [step, setStep] = useState<'none' | 'actions' | 'sell'>('none');
  return (
    <>
      <button type="button" onClick={() => setStep('actions')}>Player</button>
      <Dialog open={step === 'actions'} onClose={() => setStep('none')} title="Actions">
        <button type="button" onClick={() => setStep('sell')}>Transfer Out</button>
      </Dialog>
      <Dialog open={step === 'sell'} onClose={() => setStep('none')} title="Set Sell Price">
        <button type="button">Confirm</button>
      </Dialog>
    </>
  );
}

const openWith = (name: string) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
  return button;
};

describe('Dialog focus', () => {
  it('moves focus in, keeps Tab inside both ways and closes on Escape back to the opener', () => {
    render(<Opener />);
    const opener = openWith('Open');
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the opener even when a field inside took focus with autoFocus', () => {
    render(<Opener autoFocusField />);
    const opener = openWith('Open');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Field' }));
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(document.activeElement).toBe(opener);
  });

  it('focuses what replaced the opener inside its focus anchor', () => {
    render(<ReplacedOpener />);
    openWith('Add DEF');
    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Picked player' }));
  });

  it('returns to the first opener after a chain of dialogs, each opened from the one before', () => {
    render(<ChainedDialogs />);
    const player = openWith('Player');
    const transferOut = screen.getByRole('button', { name: 'Transfer Out' });
    transferOut.focus();
    fireEvent.click(transferOut);
    expect(screen.getByRole('dialog', { name: 'Set Sell Price' }).contains(document.activeElement)).toBe(true);
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(player);
  });
});
