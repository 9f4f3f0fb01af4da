import { SearchIcon } from '../icons';
import './search-input.css';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** For an outside <label htmlFor={id}>. */
  id?: string;
  /** Accessible name when no outside label names the box (defaults to the placeholder). */
  label?: string;
  autoFocus?: boolean;
  /** The field's name in its form. */
  name?: string;
}

/**
 * A search box with an icon. Escape clears typed text first; only an empty box lets Escape through
 * (so the first Escape in a dialog's search clears it instead of closing the dialog).
 */
export function SearchInput({ value, onChange, placeholder = 'Search players...', id, label, autoFocus, name }: SearchInputProps) {
  return (
    <div className="dr-search">
      <SearchIcon className="dr-search__icon" width={18} height={18} />
      <input
        id={id}
        name={name}
        type="search"
        className="dr-input dr-search__input"
        value={value}
        placeholder={placeholder}
        aria-label={label ?? (id ? undefined : placeholder)}
        autoComplete="off"
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !value) return;
          // preventDefault too: a modal <dialog> treats an uncancelled Escape as a close request.
          e.preventDefault();
          e.stopPropagation();
          onChange('');
        }}
      />
    </div>
  );
}
