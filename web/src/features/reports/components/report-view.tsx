import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportOut } from '../../../api/reports/get-report';
import { ReportStatusChip } from './report-status-chip';

const PAGE_SIZE = 50;

/** screens.md §6.4: a report's entries, 50 a page; a row with an error expands to show it. */
export function ReportView({ report }: { report: ReportOut }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const entries = report.entries.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const succeeded = report.entries.filter((e) => e.success).length;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ReportStatusChip status={report.status} />
        <Typography variant="body2" color="text.secondary">
          {t('reports.summary', { succeeded, total: report.entries.length })}
        </Typography>
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('reports.entries')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{t('reports.columns.success')}</TableCell>
              <TableCell>{t('reports.columns.message')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('reports.columns.timestamp')}</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <Fragment key={entry.id}>
                <TableRow data-testid="report-entry" data-success={entry.success}>
                  <TableCell padding="checkbox">
                    {entry.success ? (
                      <CheckCircleIcon color="success" titleAccess={t('reports.succeeded')} />
                    ) : (
                      <ErrorIcon color="error" titleAccess={t('reports.failed')} />
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.message}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {new Date(entry.timestamp).toLocaleString(i18n.language)}
                  </TableCell>
                  <TableCell padding="checkbox">
                    {entry.exception && (
                      <IconButton
                        size="small"
                        aria-expanded={open.has(entry.id)}
                        aria-label={t('reports.showError')}
                        onClick={() => toggle(entry.id)}
                      >
                        {open.has(entry.id) ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
                {entry.exception && (
                  <TableRow>
                    <TableCell colSpan={4} sx={{ py: 0, borderBottom: open.has(entry.id) ? undefined : 'none' }}>
                      <Collapse in={open.has(entry.id)} unmountOnExit>
                        <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>
                          {entry.exception}
                        </Typography>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {report.entries.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={report.entries.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </>
  );
}
