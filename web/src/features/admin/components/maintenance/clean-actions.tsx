import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CleanKind, type CleanResult, useCleanMaintenance } from '../../../../api/admin/clean-maintenance';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog/confirm-dialog';

const ACTIONS = [
  { kind: 'temp', key: 'temp' },
  { kind: 'images', key: 'images' },
  { kind: 'recipe-folders', key: 'recipeFolders' },
] as const satisfies readonly { kind: CleanKind; key: string }[];

type ActionKey = (typeof ACTIONS)[number]['key'];

/**
 * The server answers "3 Images cleaned" or "'.temp' directory cleaned" in English; the count is
 * read from it so that the result is said in the app's language.
 */
function resultMessage(t: ReturnType<typeof useTranslation>['t'], key: ActionKey, result: CleanResult): string {
  if (key === 'temp') return t('admin.maintenance.actions.temp.done');
  const count = Number.parseInt(result.message, 10);
  if (Number.isNaN(count)) return result.message;
  return key === 'images'
    ? t('admin.maintenance.actions.images.done', { count })
    : t('admin.maintenance.actions.recipeFolders.done', { count });
}

/** §8.6 the three clean-ups, each confirmed first because nothing they delete can be restored. */
export function CleanActions() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<(typeof ACTIONS)[number] | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const clean = useCleanMaintenance();

  // Written out, so that every key is found by the locale check.
  const texts: Record<ActionKey, { title: string; description: string; run: string; confirmTitle: string; confirmMessage: string }> = {
    temp: {
      title: t('admin.maintenance.actions.temp.title'),
      description: t('admin.maintenance.actions.temp.description'),
      run: t('admin.maintenance.actions.temp.run'),
      confirmTitle: t('admin.maintenance.actions.temp.confirmTitle'),
      confirmMessage: t('admin.maintenance.actions.temp.confirmMessage'),
    },
    images: {
      title: t('admin.maintenance.actions.images.title'),
      description: t('admin.maintenance.actions.images.description'),
      run: t('admin.maintenance.actions.images.run'),
      confirmTitle: t('admin.maintenance.actions.images.confirmTitle'),
      confirmMessage: t('admin.maintenance.actions.images.confirmMessage'),
    },
    recipeFolders: {
      title: t('admin.maintenance.actions.recipeFolders.title'),
      description: t('admin.maintenance.actions.recipeFolders.description'),
      run: t('admin.maintenance.actions.recipeFolders.run'),
      confirmTitle: t('admin.maintenance.actions.recipeFolders.confirmTitle'),
      confirmMessage: t('admin.maintenance.actions.recipeFolders.confirmMessage'),
    },
  };
  const labels = (key: ActionKey) => texts[key];

  return (
    <Box>
      {result && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setResult(null)}>
          {result}
        </Alert>
      )}
      <List disablePadding aria-label={t('admin.maintenance.actions.title')}>
        {ACTIONS.map((action) => {
          const text = labels(action.key);
          return (
            <ListItem
              key={action.kind}
              divider
              disableGutters
              sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1, alignItems: 'flex-start' }}
            >
              <ListItemText primary={text.title} secondary={text.description} sx={{ minWidth: 0 }} />
              <Button
                variant="outlined"
                color="error"
                sx={{ flexShrink: 0, mt: { sm: 1 } }}
                disabled={clean.isPending}
                onClick={() => setPending(action)}
              >
                {text.run}
              </Button>
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? labels(pending.key).confirmTitle : ''}
        message={pending ? labels(pending.key).confirmMessage : ''}
        confirmLabel={t('common.actions.delete')}
        color="error"
        pending={clean.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const { kind, key } = pending;
          setResult(null);
          clean.mutate(kind, {
            onSuccess: (data) => setResult(resultMessage(t, key, data)),
            onSettled: () => setPending(null),
          });
        }}
      />
    </Box>
  );
}
