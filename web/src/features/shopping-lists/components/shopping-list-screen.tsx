import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { useItemOperations } from '../../../api/shopping-lists/use-item-operations';
import { useShoppingList } from '../../../api/shopping-lists/use-shopping-list';
import { ButtonLink } from '../../../components/ui/link/button-link';
import { Link } from '../../../components/ui/link/link';
import { PageLoader } from '../../../components/ui/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useOnline } from '../../../lib/hooks/use-online';
import { useWakeLock } from '../../../lib/hooks/use-wake-lock';
import { changedPositions, checkedItems, groupByLabel, moveWithinGroup, uncheckedItems } from '../lib/group-items';
import { listAsMarkdown, listAsText } from '../lib/list-text';
import { useShoppingListPreferences } from '../lib/preferences';
import { AddItemField } from './add-item-field';
import { CheckedItems } from './checked-items';
import { LabelOrderDialog } from './label-order-dialog';
import { LinkedRecipes } from './linked-recipes';
import { ListActions } from './list-actions';
import { ListSettingsDialog } from './list-settings-dialog';
import { SyncStatus } from './sync-status';
import { UncheckedItems } from './unchecked-items';

const wakeLockAvailable = typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/** §4.2 one shopping list: works offline (changes queue up) and shows other devices' changes live. */
export function ShoppingListScreen({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const online = useOnline();
  const { query, list, pendingCount, sendFailed } = useShoppingList(listId);
  const operations = useItemOperations(list);
  const [preferences, setPreferences] = useShoppingListPreferences();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'labels' | 'settings' | null>(null);
  const [awake, setAwake] = useState(false);
  useWakeLock(awake);
  const grouped = preferences.viewByLabel;

  const groups = useMemo(() => {
    if (!list) return [];
    if (grouped) return groupByLabel(list.listItems, list.labelSettings);
    return [{ label: null, items: uncheckedItems(list.listItems) }].filter((group) => group.items.length > 0);
  }, [list, grouped]);
  const checked = useMemo(() => (list ? checkedItems(list.listItems) : []), [list]);
  const unchecked = groups.flatMap((group) => group.items);

  useEffect(() => {
    if (list?.name) document.title = `${list.name} · Larder`;
  }, [list?.name]);

  if (query.isPending) return <PageLoader />;
  if (!list) {
    const gone = isApiError(query.error, 404);
    return (
      <Box sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>{gone ? t('shopping.list.notFound') : t('shopping.list.unavailableOffline')}</Typography>
        <ButtonLink to={paths.shoppingLists.index.getHref({ disableRedirect: true })}>{t('shopping.list.back')}</ButtonLink>
      </Box>
    );
  }

  const noLabel = t('shopping.list.noLabel');
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 1.5, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minWidth: 0 }}>
        <IconButton
          component={RouterLink}
          to={paths.shoppingLists.index.getHref({ disableRedirect: true })}
          aria-label={t('shopping.list.back')}
          edge="start"
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {list.name || t('shopping.lists.untitled')}
        </Typography>
        <IconButton aria-label={t('shopping.settings.title')} onClick={() => setDialog('settings')} disabled={!online}>
          <SettingsIcon />
        </IconButton>
      </Box>
      <SyncStatus online={online} sendFailed={sendFailed} pendingCount={pendingCount} />
      {unchecked.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {t('shopping.list.empty')}
        </Typography>
      )}
      <UncheckedItems
        list={list}
        groups={groups}
        grouped={grouped}
        editingId={editingId}
        onEdit={setEditingId}
        onCheckedChange={(item, value) => operations.setChecked([item], value)}
        onSave={(item, fields, local) => operations.update(item, fields, local)}
        onDelete={(item) => operations.remove([item])}
        onMove={(groupIndex, from, to) => operations.reorder(changedPositions(moveWithinGroup(groups, groupIndex, from, to)))}
      />
      <AddItemField online={online} onAdd={operations.create} />
      <ListActions
        uncheckedCount={unchecked.length}
        checkedCount={checked.length}
        grouped={grouped}
        online={online}
        copyText={(format) => (format === 'text' ? listAsText : listAsMarkdown)(groups, grouped, noLabel)}
        onToggleGrouping={() => setPreferences({ viewByLabel: !grouped })}
        onReorderLabels={() => setDialog('labels')}
        onCheckAll={() => operations.setChecked(unchecked, true)}
        onUncheckAll={() => operations.setChecked(checked, false)}
        onDeleteChecked={() => operations.remove(checked)}
      />
      <CheckedItems list={list} items={checked} onCheckedChange={(item, value) => operations.setChecked([item], value)} />
      <LinkedRecipes list={list} groupSlug={user?.groupSlug ?? ''} online={online} />
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
        <Link to={paths.groupData.labels.getHref()}>{t('shopping.lists.manageLabels')}</Link>
        {wakeLockAvailable && (
          <FormControlLabel
            control={<Switch checked={awake} onChange={(event) => setAwake(event.target.checked)} />}
            label={t('shopping.list.keepAwake')}
          />
        )}
      </Box>
      {dialog === 'labels' && <LabelOrderDialog listId={list.id} settings={list.labelSettings} onClose={() => setDialog(null)} />}
      {dialog === 'settings' && <ListSettingsDialog list={list} onClose={() => setDialog(null)} />}
    </Box>
  );
}
