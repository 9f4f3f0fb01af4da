import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { announceDialog } from './dialog-events';
import { FOCUS_ANCHOR_ATTRIBUTE, focusIsLost, restoreFocus } from './focus';

/**
 * Shows `dialog` with showModal() while mounted (the browser then keeps focus and pointer out of
 * the page behind it, puts it in the top layer and turns Escape into a `cancel` event) and gives
 * focus back on unmount: to the opener, or, when the opener was replaced meanwhile, into its
 * focus anchor. Returns false on the first render and true once the dialog is modal: the caller
 * renders its content only then, so a field's `autoFocus` (which React applies during the commit,
 * before this effect) finds a shown dialog it can focus.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>): boolean {
  const [shown, setShown] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const anchor = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Read before showModal moves focus. A dialog opened by a button of a dialog closing in the
    // same commit (Transfer Out -> Set Sell Price) reads the first opener: the closing one's
    // cleanup below has already run and focused it.
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    anchor.current = opener.current?.closest<HTMLElement>(`[${FOCUS_ANCHOR_ATTRIBUTE}]`) ?? null;
    if (!element.open) element.showModal();
    announceDialog(element, true);
    setShown(true);
    return () => {
      announceDialog(element, false);
      if (element.open) element.close();
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [dialog]);

  // When the opener was replaced in the commit that closed the dialog (an empty pitch slot
  // filled from it), its replacement exists only once the commit is done: look again then.
  useEffect(() => () => {
    if (focusIsLost()) restoreFocus(opener.current, anchor.current);
  }, []);

  return shown;
}
