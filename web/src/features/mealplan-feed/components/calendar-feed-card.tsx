import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateMealplanFeed } from '../../../api/mealplan-feed/create-mealplan-feed';
import { useMealplanFeed } from '../../../api/mealplan-feed/get-mealplan-feed';
import { useRevokeMealplanFeed } from '../../../api/mealplan-feed/revoke-mealplan-feed';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { CopyButton } from '../../../components/ui/copy-button/copy-button';
import { notify } from '../../../lib/notifications/notifications-store';

/**
 * The household's private iCalendar address: create it, copy it into a calendar app, revoke it
 * (after a confirmation, since subscribed calendars then stop updating).
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const feed = useMealplanFeed();
  const create = useCreateMealplanFeed({ mutationConfig: { onSuccess: () => notify.success(t('mealPlanSettings.feed.created')) } });
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeMealplanFeed({
    mutationConfig: {
      onSuccess: () => notify.success(t('mealPlanSettings.feed.revoked')),
      onSettled: () => setConfirming(false),
    },
  });
  const url = feed.data?.url ?? null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('mealPlanSettings.feed.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('mealPlanSettings.feed.description')}
        </Typography>
        {feed.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
        {feed.isError ? <Alert severity="error">{t('mealPlanSettings.feed.error')}</Alert> : null}
        {feed.isSuccess && url === null ? (
          <Box>
            <Button variant="contained" startIcon={<EventIcon />} disabled={create.isPending} onClick={() => create.mutate()}>
              {t('mealPlanSettings.feed.create')}
            </Button>
          </Box>
        ) : null}
        {url !== null ? (
          <>
            <TextField
              label={t('mealPlanSettings.feed.url')}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('mealPlanSettings.feed.revoke')}
              </Button>
              <CopyButton text={url} variant="contained" />
            </Box>
          </>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('mealPlanSettings.feed.revokeTitle')}
        message={t('mealPlanSettings.feed.revokeMessage')}
        confirmLabel={t('mealPlanSettings.feed.revokeConfirm')}
        color="error"
        pending={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => revoke.mutate()}
      />
    </Card>
  );
}
