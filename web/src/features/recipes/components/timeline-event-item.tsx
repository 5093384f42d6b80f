import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEvent as RecipeTimelineEvent } from '../../../api/recipes/get-timeline-events';
import { useUpdateTimelineEvent } from '../../../api/recipes/update-timeline-event';
import { UserAvatar } from '../../../components/ui/user-avatar/user-avatar';
import { MarkdownText } from './markdown-text';

export interface TimelineEventItemProps {
  event: RecipeTimelineEvent;
  /** The author (or an admin) may edit and delete; system events are the app's own record and stay. */
  canChange: boolean;
  onDelete: (event: RecipeTimelineEvent) => void;
}

/** One timeline entry: date, subject and markdown message; edited in place. */
export function TimelineEventItem({ event, canChange, onDelete }: TimelineEventItemProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [subject, setSubject] = useState(event.subject);
  const [message, setMessage] = useState(event.eventMessage ?? '');
  const update = useUpdateTimelineEvent({ mutationConfig: { onSuccess: () => setEditing(false) } });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(event.timestamp));

  if (editing) {
    return (
      <Paper
        component="form"
        variant="outlined"
        aria-label={t('recipe.timeline.editTitle')}
        sx={{ p: 1.5, display: 'grid', gap: 1.5 }}
        onSubmit={(formEvent) => {
          formEvent.preventDefault();
          if (subject.trim()) update.mutate({ id: event.id, subject: subject.trim(), eventMessage: message });
        }}
      >
        <TextField
          required
          size="small"
          label={t('recipe.timeline.subject')}
          value={subject}
          onChange={(change) => setSubject(change.target.value)}
        />
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t('recipe.timeline.message')}
          value={message}
          onChange={(change) => setMessage(change.target.value)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button
            onClick={() => {
              setSubject(event.subject);
              setMessage(event.eventMessage ?? '');
              setEditing(false);
            }}
          >
            {t('recipe.timeline.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending || !subject.trim()}>
            {t('recipe.timeline.save')}
          </Button>
        </Box>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {event.userId ? <UserAvatar userId={event.userId} size={32} decorative /> : null}
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={event.timestamp}>{date}</time>
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.subject}</Typography>
        {event.eventMessage ? <MarkdownText text={event.eventMessage} /> : null}
      </Box>
      {canChange && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <IconButton size="small" aria-label={t('recipe.timeline.edit', { subject: event.subject })} onClick={() => setEditing(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('recipe.timeline.delete', { subject: event.subject })} onClick={() => onDelete(event)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Paper>
  );
}
