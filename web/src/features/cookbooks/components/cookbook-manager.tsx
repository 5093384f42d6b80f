import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCookbook } from '../../../api/cookbooks/delete-cookbook';
import { type Cookbook, useCookbooks } from '../../../api/cookbooks/get-cookbooks';
import { useReorderCookbooks } from '../../../api/cookbooks/reorder-cookbooks';
import { useSaveCookbook } from '../../../api/cookbooks/save-cookbook';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { Link } from '../../../components/ui/link/link';
import type { OrganizerNames } from '../../../components/ui/query-filter-editor/query-filter-editor';
import { SortableList } from '../../../components/ui/sortable-list/sortable-list';
import { notify } from '../../../lib/notifications/notifications-store';
import { moveItem } from '../lib/move-item';
import { saveErrorMessage } from '../lib/save-error-message';
import { CookbookDialog, type CookbookFormValues } from './cookbook-dialog';

export interface CookbookManagerProps {
  cookbookHref: (slug: string) => string;
  organizerNames: OrganizerNames;
}

/** The household's cookbooks: create, edit, delete and reorder (screens.md §3.6). */
export function CookbookManager({ cookbookHref, organizerNames }: CookbookManagerProps) {
  const { t } = useTranslation();
  const cookbooks = useCookbooks();
  const saveCookbook = useSaveCookbook();
  const deleteCookbook = useDeleteCookbook();
  const reorder = useReorderCookbooks();
  const [editing, setEditing] = useState<Cookbook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Cookbook | null>(null);
  const items = cookbooks.data ?? [];

  const save = (values: CookbookFormValues) => {
    const current = editing === 'new' ? null : editing;
    saveCookbook.mutate(
      {
        id: current?.id,
        data: { ...values, position: current?.position ?? items.length + 1 },
      },
      {
        onSuccess: () => {
          notify.success(t('cookbooks.manage.saved'));
          setEditing(null);
        },
        onError: (error) => {
          const message = saveErrorMessage(error, t('common.errors.generic'));
          if (message) notify.error(message);
        },
      },
    );
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('cookbooks.manage.create')}
        </Button>
      </Box>
      {cookbooks.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
      {cookbooks.isError ? <Alert severity="error">{t('cookbooks.manage.error')}</Alert> : null}
      {cookbooks.isSuccess && items.length === 0 ? <Alert severity="info">{t('cookbooks.manage.empty')}</Alert> : null}
      <SortableList
        items={items}
        getId={(cookbook) => cookbook.id}
        label={t('cookbooks.manage.list')}
        itemLabel={(cookbook) => cookbook.name}
        handleLabel={(index) => t('cookbooks.manage.drag', { name: items[index]?.name ?? '' })}
        onMove={(from, to) => reorder.mutate(moveItem(items, from, to))}
        renderItem={(cookbook, index, handle) => (
          <Card variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, flexWrap: 'wrap' }}>
            {handle}
            <MenuBookIcon color="action" aria-hidden />
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Link to={cookbookHref(cookbook.slug)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {cookbook.name}
              </Link>
              {cookbook.queryFilterString ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {cookbook.queryFilterString}
                </Typography>
              ) : null}
            </Box>
            {cookbook.public ? <Chip size="small" label={t('cookbooks.manage.public')} /> : null}
            <Box sx={{ display: 'flex' }}>
              {/* The buttons stay beside the handle: one click per step, for anyone who cannot drag. */}
              <IconButton
                aria-label={t('cookbooks.manage.moveUp', { name: cookbook.name })}
                disabled={index === 0 || reorder.isPending}
                onClick={() => reorder.mutate(moveItem(items, index, index - 1))}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('cookbooks.manage.moveDown', { name: cookbook.name })}
                disabled={index === items.length - 1 || reorder.isPending}
                onClick={() => reorder.mutate(moveItem(items, index, index + 1))}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={t('cookbooks.manage.edit', { name: cookbook.name })} onClick={() => setEditing(cookbook)}>
                <EditIcon />
              </IconButton>
              <IconButton aria-label={t('cookbooks.manage.delete', { name: cookbook.name })} onClick={() => setDeleting(cookbook)}>
                <DeleteIcon />
              </IconButton>
            </Box>
          </Card>
        )}
      />
      {editing !== null ? (
        <CookbookDialog
          open
          cookbook={editing === 'new' ? null : editing}
          pending={saveCookbook.isPending}
          organizerNames={organizerNames}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('cookbooks.manage.deleteTitle')}
        message={t('cookbooks.manage.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.actions.delete')}
        color="error"
        pending={deleteCookbook.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteCookbook.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
