import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

interface Row {
  id: string;
  name: string;
  grams: number;
}

const rows: Row[] = [
  { id: '1', name: 'Crème fraîche', grams: 200 },
  { id: '2', name: 'Apple', grams: 150 },
  { id: '3', name: 'Banana', grams: 120 },
];

const columns: DataTableColumn<Row>[] = [
  { id: 'name', label: 'Name', render: (row) => row.name, sortValue: (row) => row.name },
  { id: 'grams', label: 'Grams', render: (row) => String(row.grams), sortValue: (row) => row.grams },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderWithProviders(<DataTable label="Foods" rows={rows} columns={columns} getRowName={(row) => row.name} {...props} />);
}

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'Foods' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('DataTable', () => {
  it('filters rows by search, ignoring case and accents', async () => {
    renderTable();
    await userEvent.type(screen.getByLabelText('Search'), 'creme');
    expect(bodyNames()).toEqual(['Crème fraîche']);
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'zzz');
    expect(screen.getByText('Nothing matches your search')).toBeInTheDocument();
  });

  it('sorts by a column, toggling the direction on a second click', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Grams' }));
    expect(bodyNames()).toEqual(['Banana', 'Apple', 'Crème fraîche']);
    expect(screen.getByRole('columnheader', { name: /Grams/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Grams' }));
    expect(bodyNames()).toEqual(['Crème fraîche', 'Apple', 'Banana']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(bodyNames()).toEqual(['Apple', 'Banana', 'Crème fraîche']);
  });

  it('deletes the selected rows after a confirmation listing every name, then clears the selection', async () => {
    const onDelete = vi.fn(async () => undefined);
    renderTable({ onDelete });
    expect(screen.getByRole('button', { name: 'Bulk actions' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Banana' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');

    await userEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(within(dialog).getByText('Delete these 2 items?')).toBeInTheDocument();
    const names = within(within(dialog).getByRole('list', { name: 'Items to delete' })).getAllByRole('listitem');
    expect(names.map((item) => item.textContent)).toEqual(['Apple', 'Banana']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith([rows[1], rows[2]]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('selects every matching row with the header checkbox', async () => {
    const onSelect = vi.fn();
    renderTable({ bulkActions: [{ id: 'tag', label: 'Tag', onSelect }] });
    await userEvent.type(screen.getByLabelText('Search'), 'a');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Tag' }));
    expect(onSelect).toHaveBeenCalledWith([rows[0], rows[1], rows[2]]);
  });

  it('names the row in a single delete confirmation and keeps it on cancel', async () => {
    const onDelete = vi.fn(async () => undefined);
    const onEdit = vi.fn();
    renderTable({ onDelete, onEdit });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Banana' }));
    expect(onEdit).toHaveBeenCalledWith(rows[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Apple' }));
    expect(await screen.findByText('Delete “Apple”?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('pages through rows 15 at a time', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: String(index),
      name: `Item ${String(index).padStart(2, '0')}`,
      grams: index,
    }));
    renderTable({ rows: many, defaultSort: { columnId: 'name', direction: 'asc' } });
    expect(bodyNames()).toHaveLength(15);
    expect(screen.getByText('1–15 of 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyNames()).toEqual(['Item 15', 'Item 16', 'Item 17', 'Item 18', 'Item 19']);
  });

  it('hides and shows columns from the columns menu', async () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: /Grams/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Grams' }));
    expect(screen.queryByRole('columnheader', { name: /Grams/ })).not.toBeInTheDocument();
  });
});
