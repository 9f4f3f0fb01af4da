/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { DataTable, type TableColumn } from './data-table';

interface Row { id: number; name: string; goals: number }
const A: Row = { id: 1, name: 'Saka', goals: 4 };
const B: Row = { id: 2, name: 'Salah', goals: 9 };
const C: Row = { id: 3, name: 'Palmer', goals: 6 };

function setup(cellSpy: jest.Mock = jest.fn()) {
  const columns: TableColumn<Row>[] = [
    { key: 'name', header: 'Player', sticky: true, cell: (r) => { cellSpy(r.id); return r.name; } },
    { key: 'goals', header: 'Goals', align: 'right', sortable: true, cell: (r) => String(r.goals) },
  ];
  return columns;
}

describe('DataTable', () => {
  it('updates the rows of a page in place instead of re-creating them when the rows change', () => {
    const columns = setup();
    const { container, rerender } = render(<DataTable caption="Stats" columns={columns} rows={[A, B]} rowKey={(r) => r.id} />);
    const before = [...container.querySelectorAll('tbody tr')];
    const cellsBefore = [...container.querySelectorAll('tbody td')];
    rerender(<DataTable caption="Stats" columns={columns} rows={[B, C]} rowKey={(r) => r.id} />);
    const after = [...container.querySelectorAll('tbody tr')];
    expect(after.map((tr) => tr.textContent)).toEqual(['Salah9', 'Palmer6']);
    // Same elements, new text: no row or cell was removed and created again.
    expect(after).toEqual(before);
    expect([...container.querySelectorAll('tbody td')]).toEqual(cellsBefore);
  });

  it('keeps row elements with their key when asked to', () => {
    const columns = setup();
    const { container, rerender } = render(<DataTable caption="Stats" columns={columns} rows={[A, B]} rowKey={(r) => r.id} rowIdentity="key" />);
    const [trA, trB] = container.querySelectorAll('tbody tr');
    rerender(<DataTable caption="Stats" columns={columns} rows={[B, A]} rowKey={(r) => r.id} rowIdentity="key" />);
    expect([...container.querySelectorAll('tbody tr')]).toEqual([trB, trA]);
  });

  it('renders again only the rows whose data or class changed', () => {
    const spy = jest.fn();
    const columns = setup(spy);
    const { rerender } = render(<DataTable caption="Stats" columns={columns} rows={[A, B, C]} rowKey={(r) => r.id} />);
    spy.mockClear();
    rerender(<DataTable caption="Stats" columns={columns} rows={[A, B, C]} rowKey={(r) => r.id} rowClassName={(r) => (r.id === 2 ? 'ticked' : undefined)} />);
    expect(spy.mock.calls).toEqual([[2]]);
  });

  it('moves the sorted highlight to the new column without re-creating cells', () => {
    const columns = setup();
    const onSort = jest.fn();
    const { container, rerender } = render(<DataTable caption="Stats" columns={columns} rows={[A]} rowKey={(r) => r.id} sort={{ key: 'name', direction: 'asc' }} onSort={onSort} />);
    const td = container.querySelectorAll('tbody td')[1];
    rerender(<DataTable caption="Stats" columns={columns} rows={[A]} rowKey={(r) => r.id} sort={{ key: 'goals', direction: 'desc' }} onSort={onSort} />);
    expect(container.querySelectorAll('tbody td')[1]).toBe(td);
    expect(td.className).toBe('dr-table__cell--right dr-table__cell--sorted');
    expect(screen.getByRole('columnheader', { name: /Goals/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Goals/ }));
    expect(onSort).toHaveBeenCalledWith('goals');
  });

  it('scrolls the sorted column into view within its own box, at mount and on a sort change', () => {
    const scrolled: Array<[string | null, ScrollIntoViewOptions | undefined]> = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement, options?: ScrollIntoViewOptions) { scrolled.push([this.textContent, options]); },
    });
    try {
      const columns = setup();
      const { rerender } = render(<DataTable caption="Stats" columns={columns} rows={[A]} rowKey={(r) => r.id} sort={{ key: 'goals', direction: 'desc' }} />);
      rerender(<DataTable caption="Stats" columns={columns} rows={[A]} rowKey={(r) => r.id} sort={{ key: 'name', direction: 'asc' }} />);
      expect(scrolled.map(([text]) => text?.slice(0, 5))).toEqual(['Goals', 'Playe']);
      expect(scrolled[0][1]).toEqual({ block: 'nearest', inline: 'nearest', container: 'nearest' });
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
