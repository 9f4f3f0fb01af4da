/** Cross-bundle signal (see toast.ts for why an event): "open the Donate dialog". */
export const DONATE_EVENT = 'draftroom:donate';

export function openDonateDialog(): void {
  window.dispatchEvent(new CustomEvent(DONATE_EVENT));
}
