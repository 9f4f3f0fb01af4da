/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { StrictMode, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, toast } from '../toast';
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

  // StrictMode runs the dialog's effect twice (development): the field must still keep focus.
  it.each([['', false], [' under StrictMode', true]])('returns focus to the opener even when a field inside took focus with autoFocus%s', (_, strict) => {
    render(strict ? <StrictMode><Opener autoFocusField /></StrictMode> : <Opener autoFocusField />);
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

describe('Dialog on the native <dialog>', () => {
  it('is a modal <dialog> named by its title, whose content mounts once it is shown', () => {
    render(<Opener autoFocusField />);
    openWith('Open');
    const dialog = screen.getByRole('dialog', { name: 'Pick' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Field' })).toBe(document.activeElement);
  });

  it('closes on a press outside its box, not on one inside it', () => {
    render(<Opener />);
    openWith('Open');
    const dialog = screen.getByRole('dialog');
    dialog.getBoundingClientRect = () => ({ left: 100, right: 500, top: 100, bottom: 400, width: 400, height: 300, x: 100, y: 100, toJSON: () => ({}) });
    fireEvent.mouseDown(dialog, { clientX: 120, clientY: 120 });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.mouseDown(dialog, { clientX: 20, clientY: 20 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an Escape a field inside cancelled (clearing a search) does not close it', () => {
    function WithSearch() {
      return (
        <Dialog open onClose={() => { throw new Error('closed'); }} title="Select Defender">
          <input aria-label="Search" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />
        </Dialog>
      );
    }
    render(<WithSearch />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('takes the toasts in while open (the page behind a modal is inert) and gives them back on close', () => {
    render(<><Toaster /><Opener /></>);
    openWith('Open');
    act(() => toast({ title: 'Cannot select player', description: 'Squad is full', variant: 'destructive' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(screen.getByRole('alert'))).toBe(true);
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').closest('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Squad is full');
  });
});
