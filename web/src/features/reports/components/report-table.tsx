import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteReport } from '../../../api/reports/delete-report';
import { type ReportCategory, type ReportSummary, useReports } from '../../../api/reports/get-reports';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { paths } from '../../../config/paths';
import { ReportStatusChip } from './report-status-chip';

/** The group's past reports of one kind; a finished row opens its report (screens.md §3.5 bulk, §6.3). */
export function ReportTable({ category }: { category: ReportCategory }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const reports = useReports(category);
  const [deleting, setDeleting] = useState<ReportSummary | null>(null);
  const remove = useDeleteReport({ mutationConfig: { onSuccess: () => setDeleting(null) } });
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  if (reports.isLoading) return null;
  if (!reports.data?.length) return <Typography color="text.secondary">{t('reports.empty')}</Typography>;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('reports.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reports.columns.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('reports.columns.timestamp')}</TableCell>
              <TableCell>{t('reports.columns.status')}</TableCell>
              <TableCell align="right" aria-label={t('common.actions.delete')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.data.map((report) => {
              const open = report.status !== 'in-progress';
              return (
                <TableRow
                  key={report.id}
                  hover={open}
                  data-report-id={report.id}
                  onClick={open ? () => navigate(paths.group.report.getHref(report.id)) : undefined}
                  sx={{ cursor: open ? 'pointer' : 'default' }}
                >
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{report.name}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{when(report.timestamp)}</TableCell>
                  <TableCell>
                    <ReportStatusChip status={report.status} />
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('reports.delete', { name: report.name })}
                      onClick={(event) => {
                        event.stopPropagation();
                        setDeleting(report);
                      }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={deleting !== null}
        title={t('reports.deleteTitle')}
        message={t('reports.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.actions.delete')}
        color="error"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
