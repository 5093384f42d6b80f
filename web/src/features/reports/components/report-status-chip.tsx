import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '../../../api/reports/get-reports';

const COLOURS = { 'in-progress': 'info', success: 'success', failure: 'error', partial: 'warning' } as const;
// Written out so that every key is visible to the locale checks.
const LABELS = {
  'in-progress': 'reports.status.inProgress',
  success: 'reports.status.success',
  failure: 'reports.status.failure',
  partial: 'reports.status.partial',
} as const;

export function ReportStatusChip({ status }: { status: ReportSummary['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[status]} label={t(LABELS[status])} />;
}
