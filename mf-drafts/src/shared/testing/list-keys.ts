import { fireEvent } from '@testing-library/react';

/** Presses `key` on whatever has focus, as a keyboard user would next. */
export const pressKey = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

/** The text of the focused element, to say which list item the keys reached. */
export const focusedText = () => document.activeElement?.textContent ?? '';
