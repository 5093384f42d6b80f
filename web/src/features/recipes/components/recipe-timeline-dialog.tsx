import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteTimelineEvent } from '../../../api/recipes/delete-timeline-event';
import { type TimelineEvent as RecipeTimelineEvent, useRecipeTimeline } from '../../../api/recipes/get-timeline-events';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { MadeItDialog } from './made-it-dialog';
import { TimelineEventItem } from './timeline-event-item';

export interface RecipeTimelineDialogProps {
  open: boolean;
  onClose: () => void;
  recipe: { id: string; slug: string; name: string; lastMade?: string | null };
  user: { id: string; admin: boolean; name: string };
}

/** The recipe's own timeline, newest first, with "I made this" and edit/delete of one's entries (screens.md §3.2). */
export function RecipeTimelineDialog({ open, onClose, recipe, user }: RecipeTimelineDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [madeIt, setMadeIt] = useState(false);
  const [deleting, setDeleting] = useState<RecipeTimelineEvent | null>(null);
  const timeline = useRecipeTimeline(recipe.id, { enabled: open });
  const events = useMemo(() => timeline.data?.pages.flatMap((page) => page.items) ?? [], [timeline.data]);
  const remove = useDeleteTimelineEvent({ mutationConfig: { onSettled: () => setDeleting(null) } });
  const canChange = (event: RecipeTimelineEvent) => event.eventType !== 'system' && (event.userId === user.id || user.admin);

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('recipe.timeline.title', { name: recipe.name })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start', minHeight: '40vh' }}>
          <Box>
            <Button variant="outlined" startIcon={<EventAvailableIcon />} onClick={() => setMadeIt(true)}>
              {t('recipe.timeline.add')}
            </Button>
          </Box>
          {timeline.isPending && <CircularProgress aria-label={t('common.loading')} sx={{ justifySelf: 'center' }} />}
          {timeline.isError && <Alert severity="error">{t('recipe.timeline.error')}</Alert>}
          {timeline.isSuccess && events.length === 0 && <Alert severity="info">{t('recipe.timeline.empty')}</Alert>}
          <Box
            component="ol"
            aria-label={t('recipe.timeline.list')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
          >
            {events.map((event) => (
              <li key={event.id} aria-label={event.subject}>
                <TimelineEventItem event={event} canChange={canChange(event)} onDelete={setDeleting} />
              </li>
            ))}
          </Box>
          {timeline.hasNextPage && (
            <Button onClick={() => void timeline.fetchNextPage()} disabled={timeline.isFetchingNextPage} sx={{ justifySelf: 'center' }}>
              {t('recipe.timeline.loadMore')}
            </Button>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.actions.close')}</Button>
        </DialogActions>
      </Dialog>
      <MadeItDialog open={madeIt} onClose={() => setMadeIt(false)} recipe={recipe} userName={user.name} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('recipe.timeline.deleteTitle')}
        message={t('recipe.timeline.deleteMessage', { subject: deleting?.subject ?? '' })}
        confirmLabel={t('common.actions.delete')}
        color="error"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </>
  );
}
