import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useShoppingLists } from '../../../api/shopping-lists/get-shopping-lists';
import { shoppingListNameSchema, useCreateShoppingList, useDeleteShoppingList } from '../../../api/shopping-lists/save-shopping-list';
import type { ShoppingListSummary } from '../../../api/shopping-lists/types';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { Link } from '../../../components/ui/link/link';
import { PageLoader } from '../../../components/ui/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useShoppingListPreferences } from '../lib/preferences';

/**
 * §4.1 the household's shopping lists: the user's own, or all with "show all" (remembered);
 * create, delete with confirmation, and straight into the list when only one is shown.
 */
export function ShoppingListsOverview() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const lists = useShoppingLists();
  const createList = useCreateShoppingList();
  const deleteList = useDeleteShoppingList();
  const [preferences, setPreferences] = useShoppingListPreferences();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ShoppingListSummary | null>(null);
  // Toggling "show all" is a choice to look at the index: no automatic opening after it.
  const stayHere = useRef(searchParams.get('disableRedirect') === 'true');
  // Only the first answer decides: a list created or deleted here does not open by itself.
  const decided = useRef(false);

  const visible = (lists.data ?? []).filter((list) => preferences.viewAllLists || list.userId === user?.id);
  const only = visible.length === 1 ? visible[0] : undefined;
  useEffect(() => {
    if (!lists.data || decided.current) return;
    decided.current = true;
    if (only && !stayHere.current) void navigate(paths.shoppingLists.list.getHref(only.id), { replace: true });
  }, [lists.data, only, navigate]);

  if (lists.isPending) return <PageLoader />;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={preferences.viewAllLists}
              onChange={(event) => {
                stayHere.current = true;
                setPreferences({ viewAllLists: event.target.checked });
              }}
            />
          }
          label={t('shopping.lists.showAll')}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('shopping.lists.create')}
        </Button>
      </Box>
      {lists.isError && !lists.data && <Typography color="error">{t('shopping.lists.loadFailed')}</Typography>}
      {lists.data && visible.length === 0 && <Typography color="text.secondary">{t('shopping.lists.empty')}</Typography>}
      <Box component="ul" aria-label={t('shopping.lists.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {visible.map((list) => (
          <li key={list.id}>
            <Card variant="outlined" sx={{ display: 'flex', alignItems: 'center', borderLeft: 4, borderLeftColor: 'primary.main' }}>
              <CardActionArea component={RouterLink} to={paths.shoppingLists.list.getHref(list.id)} sx={{ flex: 1, minWidth: 0, p: 2 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{list.name || t('shopping.lists.untitled')}</Typography>
              </CardActionArea>
              <IconButton
                aria-label={t('shopping.lists.delete', { name: list.name ?? '' })}
                onClick={() => setDeleting(list)}
                sx={{ m: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Card>
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 3 }}>
        <Link to={paths.groupData.labels.getHref()}>{t('shopping.lists.manageLabels')}</Link>
      </Box>
      {creating && (
        <FormDialog
          open
          title={t('shopping.lists.createTitle')}
          schema={shoppingListNameSchema}
          defaultValues={{ name: '' }}
          onClose={() => setCreating(false)}
          onSubmit={(values) => createList.mutateAsync(values.name)}
        >
          {() => <FormTextField name="name" label={t('shopping.lists.name')} autoFocus required />}
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('shopping.lists.deleteTitle')}
        message={t('shopping.lists.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.actions.delete')}
        color="error"
        pending={deleteList.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteList.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </>
  );
}
