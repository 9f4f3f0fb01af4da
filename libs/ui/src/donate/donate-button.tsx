import { openDonateDialog } from './donate-events';
import './donate.css';

/** Closes every draft-tool screen (spec section 2); the page's host shows the dialog. */
export function DonateButton() {
  return (
    <div className="dr-donate">
      <p className="dr-donate__text">Enjoying Draftroom? Help keep it free for every manager.</p>
      <button type="button" className="dr-button dr-button--accent" onClick={openDonateDialog}>
        <span aria-hidden="true">♥</span> Donate
      </button>
    </div>
  );
}
