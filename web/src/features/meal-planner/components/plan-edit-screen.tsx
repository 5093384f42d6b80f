import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRandomPlanEntry } from '../../../api/mealplans/create-random-plan-entry';
import { useDeletePlanEntry } from '../../../api/mealplans/delete-plan-entry';
import { usePlanEntries } from '../../../api/mealplans/get-plan-entries';
import { useMovePlanEntry } from '../../../api/mealplans/move-plan-entry';
import { useSavePlanEntry } from '../../../api/mealplans/save-plan-entry';
import type { PlanEntry, PlanEntryInput } from '../../../api/mealplans/types';
import { notify } from '../../../lib/notifications/notifications-store';
import { entryTitle } from '../lib/entry-title';
import { groupByDay } from '../lib/group-entries';
import { type PlanRange, rangeDays } from '../lib/plan-range';
import { CopyDaysDialog } from './copy-days-dialog';
import { PlanEditor } from './plan-editor';
import { PlanEntryDialog } from './plan-entry-dialog';

/** The fields that plan `entry` again (an undone deletion). */
const entryInput = ({ date, entryType, title, text, recipeId, servings }: PlanEntry): PlanEntryInput => ({
  date,
  entryType,
  title,
  text,
  recipeId,
  servings,
});

type Editing = { entry?: PlanEntry; date: string } | null;

/** §5.1 the edit tab: move, retype, delete, plan at random or by hand, and copy the shown days. */
export function PlanEditScreen({ range }: { range: PlanRange }) {
  const { t } = useTranslation();
  const entries = usePlanEntries(range.start, range.end);
  const move = useMovePlanEntry();
  const remove = useDeletePlanEntry();
  const random = useCreateRandomPlanEntry();
  const restore = useSavePlanEntry();
  const [editing, setEditing] = useState<Editing>(null);
  const [copying, setCopying] = useState(false);
  const untitled = t('mealPlan.planner.untitled');
  const days = groupByDay(entries.data ?? [], rangeDays(range));

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={!entries.data} onClick={() => setCopying(true)}>
          {t('mealPlan.copy.button')}
        </Button>
      </Box>
      {entries.isFetching && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {entries.isError && !entries.data ? (
        <Typography color="error">{t('mealPlan.planner.loadFailed')}</Typography>
      ) : entries.data ? (
        <PlanEditor
          days={days}
          randomPending={random.isPending}
          onMove={(entry, date, entryType) => move.mutate({ entry, date, entryType })}
          onNew={(date) => setEditing({ date })}
          onEdit={(entry) => setEditing({ entry, date: entry.date })}
          // A 404 ("No recipes match your rules") is shown by the API client from the server's message.
          onRandom={(date, entryType) =>
            random.mutate(
              { date, entryType },
              { onSuccess: (entry) => notify.success(t('mealPlan.edit.randomPlanned', { title: entryTitle(entry, untitled) })) },
            )
          }
          // No confirmation, as in Mealie; an undo plans the same meal again instead.
          onDelete={(entry) =>
            remove.mutate(entry.id, {
              onSuccess: () =>
                notify.info(t('mealPlan.edit.deleted', { title: entryTitle(entry, untitled) }), {
                  label: t('mealPlan.edit.undo'),
                  onAction: () => restore.mutate({ data: entryInput(entry) }),
                }),
            })
          }
        />
      ) : null}
      {editing && <PlanEntryDialog entry={editing.entry} date={editing.date} onClose={() => setEditing(null)} />}
      {copying && <CopyDaysDialog range={range} onClose={() => setCopying(false)} />}
    </>
  );
}
