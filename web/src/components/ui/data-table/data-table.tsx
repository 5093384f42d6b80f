import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../search-field/search-field';
import { BulkActionMenu } from './bulk-action-menu';
import { ColumnMenu } from './column-menu';
import type { DataTableProps } from './data-table-types';
import { DeleteRowsDialog } from './delete-rows-dialog';
import { downloadJson } from './download-json';
import { matchesSearch, type SortState, sortRows } from './table-state';

// Keeps the row's edit/delete buttons in view while a narrow screen scrolls the table sideways.
const stickyEnd = { position: 'sticky', right: 0, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

/**
 * §1.12 CRUD table: search, sortable columns, 15 rows a page, row selection with a bulk-action
 * menu, per-row edit/delete, a column-visibility menu and a JSON download of the rows.
 */
export function DataTable<T extends { id: string }>({
  label,
  rows,
  columns,
  getRowName,
  getSearchText = getRowName,
  defaultSort,
  loading = false,
  toolbarActions,
  onEdit,
  onDelete,
  bulkActions = [],
  rowActions,
  pageSize = 15,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(pageSize);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(columns.filter((c) => c.defaultHidden).map((c) => c.id)));
  const [pendingDelete, setPendingDelete] = useState<T[]>([]);
  const [deleting, setDeleting] = useState(false);

  const visibleColumns = columns.filter((column) => !hidden.has(column.id));
  const filtered = useMemo(() => {
    const matching = query.trim() ? rows.filter((row) => matchesSearch(getSearchText(row), query)) : [...rows];
    const column = sort && columns.find((c) => c.id === sort.columnId);
    return sort && column?.sortValue ? sortRows(matching, column.sortValue, sort.direction) : matching;
  }, [rows, query, sort, columns, getSearchText]);
  // Rows deleted elsewhere drop out of the selection.
  const selectedRows = rows.filter((row) => selectedIds.has(row.id));
  const lastPage = Math.max(0, Math.ceil(filtered.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageRows = filtered.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);
  const allFilteredSelected = filtered.length > 0 && filtered.every((row) => selectedIds.has(row.id));
  const someSelected = filtered.some((row) => selectedIds.has(row.id));
  const withActions = Boolean(onEdit || onDelete || rowActions);

  const toggleRow = (id: string) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelectedIds(allFilteredSelected ? new Set() : new Set(filtered.map((row) => row.id)));
  const toggleSort = (columnId: string) => {
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: 'asc' },
    );
    setPage(0);
  };

  const confirmDelete = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete(pendingDelete);
      setSelectedIds(new Set());
      setPendingDelete([]);
    } catch {
      // The API client has already shown the error; the dialog stays open for another try.
    } finally {
      setDeleting(false);
    }
  };

  const menuActions = [
    ...bulkActions.map((action) => ({
      ...action,
      onSelect: () => {
        action.onSelect(selectedRows);
        setSelectedIds(new Set());
      },
    })),
    ...(onDelete
      ? [{ id: 'delete', label: t('common.actions.delete'), icon: <DeleteIcon />, onSelect: () => setPendingDelete(selectedRows) }]
      : []),
  ];

  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: { xs: 1, sm: 2 } }}>
        <SearchField
          size="small"
          label={t('common.dataTable.search')}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(0);
          }}
          sx={{ flex: '1 1 200px' }}
        />
        {toolbarActions}
        {menuActions.length > 0 && <BulkActionMenu disabled={selectedRows.length === 0} actions={menuActions} />}
        <ColumnMenu
          columns={columns}
          hidden={hidden}
          onToggle={(id) =>
            setHidden((current) => {
              const next = new Set(current);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            })
          }
        />
        <Tooltip title={t('common.dataTable.download')}>
          <IconButton aria-label={t('common.dataTable.download')} onClick={() => downloadJson('export.json', filtered)}>
            <DownloadIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {selectedRows.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} role="status">
          {t('common.dataTable.selected', { count: selectedRows.length })}
        </Typography>
      )}
      {loading && <LinearProgress aria-label={t('common.loading')} />}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allFilteredSelected}
                  indeterminate={someSelected && !allFilteredSelected}
                  onChange={toggleAll}
                  slotProps={{ input: { 'aria-label': t('common.dataTable.selectAll') } }}
                />
              </TableCell>
              {visibleColumns.map((column) => {
                const active = sort?.columnId === column.id;
                return (
                  <TableCell key={column.id} sortDirection={active ? sort.direction : false} sx={{ whiteSpace: 'nowrap' }}>
                    {column.sortValue ? (
                      <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => toggleSort(column.id)}>
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
              {withActions && (
                <TableCell align="right" sx={stickyEnd}>
                  {t('common.dataTable.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((row) => {
              const name = getRowName(row);
              return (
                <TableRow key={row.id} hover selected={selectedIds.has(row.id)} data-row-id={row.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selectedIds.has(row.id)}
                      onChange={() => toggleRow(row.id)}
                      slotProps={{ input: { 'aria-label': t('common.dataTable.selectRow', { name }) } }}
                    />
                  </TableCell>
                  {visibleColumns.map((column) => (
                    <TableCell key={column.id}>{column.render(row)}</TableCell>
                  ))}
                  {withActions && (
                    <TableCell align="right" sx={stickyEnd}>
                      {rowActions?.(row)}
                      {onEdit && (
                        <IconButton size="small" aria-label={t('common.dataTable.editRow', { name })} onClick={() => onEdit(row)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      )}
                      {onDelete && (
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={t('common.dataTable.deleteRow', { name })}
                          onClick={() => setPendingDelete([row])}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {!loading && pageRows.length === 0 && (
              <TableRow>
                <TableCell colSpan={visibleColumns.length + (withActions ? 2 : 1)}>
                  <Typography color="text.secondary">
                    {query.trim() ? t('common.dataTable.noMatches') : t('common.dataTable.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={filtered.length}
        page={currentPage}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[15, 30, 50, 100]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('common.dataTable.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('common.dataTable.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(type === 'next' ? 'common.dataTable.nextPage' : 'common.dataTable.previousPage')}
        // On a phone the rows-per-page picker wraps above the page arrows instead of pushing them off screen.
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
          '& .MuiTablePagination-spacer': { display: 'none' },
        }}
      />
      <DeleteRowsDialog
        names={pendingDelete.map(getRowName)}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete([])}
      />
    </Paper>
  );
}
