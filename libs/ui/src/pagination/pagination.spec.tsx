/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows the range, a sliding window of five and disables Previous on page 1', () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} total={801} pageSize={40} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 1-40 of 801 players')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    expect((screen.getByText('Previous') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('3'));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('accepts its own summary text and marks the current page', () => {
    render(<Pagination page={21} total={801} pageSize={40} buttons={3} onPageChange={() => undefined} summary={({ first, last, total }) => `Showing ${first} to ${last} of ${total} players`} />);
    expect(screen.getByText('Showing 801 to 801 of 801 players')).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('21');
    expect((screen.getByText('Next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the buttons a phone leaves out: those outside the narrow window around the page', () => {
    const wideOnly = () => screen.getAllByRole('button').filter((b) => b.classList.contains('dr-pagination__wide-only')).map((b) => b.textContent);
    const { rerender } = render(<Pagination page={10} total={820} pageSize={25} narrowButtons={3} onPageChange={() => undefined} />);
    expect(wideOnly()).toEqual(['8', '12']);
    rerender(<Pagination page={1} total={820} pageSize={25} narrowButtons={3} onPageChange={() => undefined} />);
    expect(wideOnly()).toEqual(['4', '5']);
    rerender(<Pagination page={33} total={820} pageSize={25} narrowButtons={3} onPageChange={() => undefined} />);
    expect(wideOnly()).toEqual(['29', '30']);
    rerender(<Pagination page={2} total={820} pageSize={25} onPageChange={() => undefined} />);
    expect(wideOnly()).toEqual([]);
  });

  it('keeps keyboard focus in the pager when the pressed button becomes disabled', () => {
    function Pager() {
      const [page, setPage] = useState(2);
      return <Pagination page={page} total={100} pageSize={20} onPageChange={setPage} />;
    }
    render(<Pager />);
    const previous = screen.getByText('Previous') as HTMLButtonElement;
    previous.focus();
    fireEvent.click(previous);
    expect(previous.disabled).toBe(true);
    expect(document.activeElement?.textContent).toBe('1');
    expect(document.activeElement?.getAttribute('aria-current')).toBe('page');
  });
});
