import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingListLabelSetting } from '../../../api/shopping-lists/types';
import { useUpdateLabelSettings } from '../../../api/shopping-lists/update-label-settings';
import { SortableList } from '../../../components/ui/sortable-list/sortable-list';
import { textColorOn } from '../lib/group-items';

/** §4.2 "Reorder labels": the list's label groups dragged into shop order, saved with PUT …/label-settings. */
export function LabelOrderDialog({
  listId,
  settings,
  onClose,
}: {
  listId: string;
  settings: ShoppingListLabelSetting[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [order, setOrder] = useState(() => [...settings].sort((a, b) => a.position - b.position));
  const save = useUpdateLabelSettings({ mutationConfig: { onSuccess: onClose } });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('shopping.labelOrder.title')}</DialogTitle>
      <DialogContent>
        {order.length === 0 && <Typography color="text.secondary">{t('shopping.labelOrder.empty')}</Typography>}
        <SortableList
          items={order}
          getId={(setting) => setting.id}
          label={t('shopping.labelOrder.title')}
          handleLabel={(index) => t('shopping.labelOrder.drag', { name: order[index]?.label.name ?? '' })}
          onMove={(from, to) =>
            setOrder((current) => {
              const next = [...current];
              const [moved] = next.splice(from, 1);
              if (moved) next.splice(to, 0, moved);
              return next;
            })
          }
          renderItem={(setting, _index, handle) => (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                borderRadius: 1,
                bgcolor: setting.label.color,
                color: textColorOn(setting.label.color),
              }}
            >
              {handle}
              <Typography sx={{ overflowWrap: 'anywhere' }}>{setting.label.name}</Typography>
            </Box>
          )}
        />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate({ listId, settings: order })}>
          {t('common.actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
