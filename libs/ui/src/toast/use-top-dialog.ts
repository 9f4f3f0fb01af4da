import { useEffect, useState } from 'react';
import { DIALOG_EVENT, type DialogEventDetail } from '../dialog';

/** The topmost open modal dialog, or null: where the toasts must go to be seen and heard. */
export function useTopDialog(): HTMLDialogElement | null {
  const [open, setOpen] = useState<readonly HTMLDialogElement[]>([]);
  useEffect(() => {
    const onDialog = (event: Event) => {
      const { dialog, open: isOpen } = (event as CustomEvent<DialogEventDetail>).detail;
      setOpen((current) => [...current.filter((d) => d !== dialog), ...(isOpen ? [dialog] : [])]);
    };
    window.addEventListener(DIALOG_EVENT, onDialog);
    return () => window.removeEventListener(DIALOG_EVENT, onDialog);
  }, []);
  return open.at(-1) ?? null;
}
