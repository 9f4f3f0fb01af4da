import { useCallback, useEffect, useState } from 'react';
import type { DonateLink } from '@draftroom/contracts';
import { Dialog } from '../dialog/dialog';
import { DONATE_EVENT } from './donate-events';
import './donate.css';

/** Hosted once per page (by the shell, or by a remote running standalone). */
export function DonateDialog({ links }: { links: readonly DonateLink[] }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(DONATE_EVENT, onOpen);
    return () => window.removeEventListener(DONATE_EVENT, onOpen);
  }, []);

  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title="Support Draftroom"
      description="Draftroom is free to use. If it helps your season, you can support it here."
    >
      <ul className="dr-donate__links">
        {links.map((link) => (
          <li key={link.url}>
            <a className="dr-donate__link" href={link.url} target="_blank" rel="noopener noreferrer">
              <span className="dr-donate__link-label">{link.label}</span>
              <span className="dr-donate__link-description">{link.description}</span>
              <span className="dr-visually-hidden"> (opens in a new window)</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="dr-donate__thanks">Thank you for your support!</p>
    </Dialog>
  );
}
