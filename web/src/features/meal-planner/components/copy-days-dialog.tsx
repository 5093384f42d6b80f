import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopyPlanEntries } from '../../../api/mealplans/copy-plan-entries';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { notify } from '../../../lib/notifications/notifications-store';
import { z } from '../../../lib/zod';
import { formatDay } from '../lib/format-day';
import { type PlanRange, shiftIsoDate } from '../lib/plan-range';

const schema = z.object({ targetDate: z.iso.date({ message: 'common.validation.required' }) });

/** "Copy these days to…": the shown range's meals, copied so that its first day lands on the date chosen. */
export function CopyDaysDialog({ range, onClose }: { range: PlanRange; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const copy = useCopyPlanEntries();
  const dates = { start: formatDay(range.start, i18n.language), end: formatDay(range.end, i18n.language) };
  return (
    <FormDialog
      open
      title={t('mealPlan.copy.title')}
      schema={schema}
      defaultValues={{ targetDate: shiftIsoDate(range.end, 1) }}
      onClose={onClose}
      onSubmit={async ({ targetDate }) => {
        const copies = await copy.mutateAsync({ startDate: range.start, endDate: range.end, targetDate });
        notify.success(t('mealPlan.copy.done', { count: copies.length }));
      }}
    >
      {() => (
        <>
          <Typography color="text.secondary">{t('mealPlan.copy.hint', dates)}</Typography>
          <FormTextField
            name="targetDate"
            label={t('mealPlan.copy.targetDate')}
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </FormDialog>
  );
}
