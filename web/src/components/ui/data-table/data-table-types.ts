import type { ReactNode } from 'react';
import type { SortState, SortValue } from './table-state';

export interface DataTableColumn<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Columns without one cannot be sorted. */
  sortValue?: (row: T) => SortValue;
  /** Hidden until the user shows it from the columns menu. */
  defaultHidden?: boolean;
}

export interface DataTableBulkAction<T> {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Receives the selected rows; the selection is cleared after the call. */
  onSelect: (rows: T[]) => void;
}

export interface DataTableProps<T extends { id: string }> {
  /** Accessible name of the table, e.g. "Foods". */
  label: string;
  rows: readonly T[];
  columns: DataTableColumn<T>[];
  getRowName: (row: T) => string;
  /** The text the search box matches; defaults to the row's name. */
  getSearchText?: (row: T) => string;
  defaultSort?: SortState;
  loading?: boolean;
  /** Create, seed, combine… shown beside the search box. */
  toolbarActions?: ReactNode;
  onEdit?: (row: T) => void;
  /** Called once the user has confirmed; the table asks first, naming every row. */
  onDelete?: (rows: T[]) => Promise<unknown>;
  bulkActions?: DataTableBulkAction<T>[];
  /** Extra icon buttons per row, before edit and delete. */
  rowActions?: (row: T) => ReactNode;
  pageSize?: number;
}
