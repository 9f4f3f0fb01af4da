/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchInput } from './search-input';

function Search({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <SearchInput value={value} onChange={setValue} placeholder="Search drafts..." />;
}

describe('SearchInput', () => {
  it('is a search box named by its placeholder unless a label or an outside <label> names it', () => {
    render(
      <>
        <Search />
        <SearchInput value="" onChange={() => undefined} label="Search players" />
        <label htmlFor="s">Search</label>
        <SearchInput id="s" value="" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search drafts...' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('Search players...');
  });

  it('clears typed text on Escape and keeps that Escape from a surrounding dialog; an empty box lets it through', () => {
    render(<Search initial="salah" />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    // fireEvent returns false when a handler cancelled the event.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(box.value).toBe('');
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(true);
  });
});
