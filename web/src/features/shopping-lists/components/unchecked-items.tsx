import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShoppingList, ShoppingListItem, ShoppingOperationFields } from '../../../api/shopping-lists/types';
import { SortableList } from '../../../components/ui/sortable-list/sortable-list';
import { type ItemGroup, textColorOn } from '../lib/group-items';
import { itemText } from '../lib/list-text';
import { ItemEditor } from './item-editor';
import { ItemRow } from './item-row';

export interface UncheckedItemsProps {
  list: ShoppingList;
  groups: ItemGroup<ShoppingListItem>[];
  grouped: boolean;
  editingId: string | null;
  onEdit: (id: string | null) => void;
  onCheckedChange: (item: ShoppingListItem, checked: boolean) => void;
  onSave: (item: ShoppingListItem, fields: ShoppingOperationFields, local: Partial<ShoppingListItem>) => void;
  onDelete: (item: ShoppingListItem) => void;
  /** An item of group `groupIndex` dragged from `from` to `to` within it. */
  onMove: (groupIndex: number, from: number, to: number) => void;
}

/** §4.2 the items still to buy: under coloured label headings when grouped, each group reordered by dragging. */
export function UncheckedItems({
  list,
  groups,
  grouped,
  editingId,
  onEdit,
  onCheckedChange,
  onSave,
  onDelete,
  onMove,
}: UncheckedItemsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {groups.map((group, groupIndex) => {
        const name = group.label?.name ?? t('shopping.list.noLabel');
        return (
          <Box
            component="section"
            key={group.label?.id ?? 'none'}
            aria-label={grouped ? name : t('shopping.list.items')}
            sx={{ minWidth: 0 }}
          >
            {grouped && (
              <Typography
                variant="subtitle2"
                component="h2"
                sx={{
                  px: 1.5,
                  py: 0.5,
                  mb: 0.5,
                  borderRadius: 1,
                  bgcolor: group.label?.color ?? 'action.selected',
                  color: group.label ? textColorOn(group.label.color) : 'text.primary',
                  overflowWrap: 'anywhere',
                }}
              >
                {name}
              </Typography>
            )}
            <SortableList
              items={group.items}
              getId={(item) => item.id}
              label={grouped ? name : t('shopping.list.items')}
              itemLabel={(item) => itemText(item)}
              handleLabel={(index) => t('shopping.item.drag', { name: itemText(group.items[index] ?? ({} as ShoppingListItem)) })}
              onMove={(from, to) => onMove(groupIndex, from, to)}
              renderItem={(item, _index, handle) =>
                editingId === item.id ? (
                  <ItemEditor
                    item={item}
                    onCancel={() => onEdit(null)}
                    onDelete={() => {
                      onDelete(item);
                      onEdit(null);
                    }}
                    onSave={(fields, local) => {
                      onSave(item, fields, local);
                      onEdit(null);
                    }}
                  />
                ) : (
                  <ItemRow
                    item={item}
                    list={list}
                    handle={handle}
                    showLabel={!grouped}
                    onCheckedChange={(checked) => onCheckedChange(item, checked)}
                    onEdit={() => onEdit(item.id)}
                  />
                )
              }
            />
          </Box>
        );
      })}
    </Box>
  );
}
