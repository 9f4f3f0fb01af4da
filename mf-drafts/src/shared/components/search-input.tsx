import { SearchIcon } from '@draftroom/ui';
import './shared.css';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
  autoFocus?: boolean;
}

/** A search box with an icon and a clear button. */
export function SearchInput({ value, onChange, placeholder, label = placeholder, autoFocus }: SearchInputProps) {
  return (
    <div className="dt-search">
      <SearchIcon className="dt-search__icon" width={18} height={18} />
      <input
        type="search"
        className="dr-input dt-search__input"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && value && (e.stopPropagation(), onChange(''))}
      />
    </div>
  );
}
