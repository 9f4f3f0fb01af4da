import { SearchIcon } from '@draftroom/ui';

export function SearchInput({ id, value, onChange, placeholder = 'Search players' }: { id: string; value: string; onChange: (v: string) => void; placeholder?: string }) {
  return (
    <div className="st-search">
      <SearchIcon className="st-search__icon" width={16} height={16} />
      <input
        id={id}
        className="dr-input st-search__input"
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
