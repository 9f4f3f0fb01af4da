/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DonateButton } from './donate-button';
import { DonateDialog } from './donate-dialog';
import { DEFAULT_DONATE_LINKS } from '@draftroom/contracts';

describe('Donate', () => {
  it('opens from a DonateButton anywhere on the page and lists the three links in new windows', () => {
    render(
      <>
        <DonateButton />
        <DonateDialog links={DEFAULT_DONATE_LINKS} />
      </>,
    );
    const button = screen.getByRole('button', { name: /donate/i });
    button.focus();
    fireEvent.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Support Draftroom' });
    expect(dialog.textContent).toContain('Thank you for your support!');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('closes on Escape and gives focus back', () => {
    render(
      <>
        <DonateButton />
        <DonateDialog links={DEFAULT_DONATE_LINKS} />
      </>,
    );
    const button = screen.getByRole('button', { name: /donate/i });
    button.focus();
    fireEvent.click(button);
    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
