export { PlayerCombobox, type PlayerComboboxProps } from './player-combobox';
export { playerChoices, type PlayerChoice } from './player-choice';
export { onComboboxKeyDown, type ComboboxKeyActions, type ComboboxKeyState } from './combobox-keys';
export { PlayerChips, type PlayerChipsProps } from './player-chips';
