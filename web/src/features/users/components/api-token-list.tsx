import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteApiToken } from '../../../api/users/delete-api-token';
import type { SessionUser } from '../../../api/users/get-current-user';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';

type ApiToken = SessionUser['tokens'][number];

export function ApiTokenList({ tokens }: { tokens: readonly ApiToken[] }) {
  const { t, i18n } = useTranslation();
  const deleteToken = useDeleteApiToken();
  const [pending, setPending] = useState<ApiToken | null>(null);
  const formatDate = (value: string | undefined) =>
    value ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value)) : '';

  if (tokens.length === 0) return <Typography color="text.secondary">{t('users.apiTokens.empty')}</Typography>;
  return (
    <>
      <List aria-label={t('users.apiTokens.active')}>
        {tokens.map((token) => (
          <ListItem
            key={token.id}
            divider
            secondaryAction={
              <IconButton edge="end" aria-label={t('users.apiTokens.delete', { name: token.name })} onClick={() => setPending(token)}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={token.name}
              secondary={token.createdAt ? t('users.apiTokens.createdAt', { date: formatDate(token.createdAt) }) : undefined}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={pending !== null}
        title={t('users.apiTokens.deleteTitle')}
        message={t('users.apiTokens.deleteMessage', { name: pending?.name ?? '' })}
        confirmLabel={t('common.actions.delete')}
        color="error"
        pending={deleteToken.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          deleteToken.mutate(pending.id, { onSettled: () => setPending(null) });
        }}
      />
    </>
  );
}
