import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingList, ShoppingListItem } from '../../../api/shopping-lists/types';
import { ItemRow } from './item-row';

/** §4.2 checked items, collapsed under their count, newest first; unticking one puts it back. */
export function CheckedItems({
  list,
  items,
  onCheckedChange,
}: {
  list: ShoppingList;
  items: ShoppingListItem[];
  onCheckedChange: (item: ShoppingListItem, checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button onClick={() => setOpen((value) => !value)} aria-expanded={open} endIcon={open ? <ExpandLess /> : <ExpandMore />}>
        {t('shopping.list.checkedCount', { count: items.length })}
      </Button>
      <Collapse in={open}>
        <Box component="ul" aria-label={t('shopping.list.checkedItems')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemRow item={item} list={list} onCheckedChange={(checked) => onCheckedChange(item, checked)} />
            </li>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
