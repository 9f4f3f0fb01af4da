export { DonateButton } from './donate-button';
export { DonateDialog } from './donate-dialog';
export { DONATE_EVENT, openDonateDialog } from './donate-events';
export { DEFAULT_DONATE_LINKS } from '@draftroom/contracts';
