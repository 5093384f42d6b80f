import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Food } from '../../../api/foods/get-foods';
import { useLabels } from '../../../api/labels/get-labels';
import { draftDisplay } from '../../../api/shopping-lists/draft-item';
import type { ShoppingListItem, ShoppingOperationFields } from '../../../api/shopping-lists/types';
import type { Unit } from '../../../api/units/get-units';
import { FoodUnitPicker } from '../../../components/ui/food-unit-picker/food-unit-picker';

export interface ItemEditorProps {
  item: ShoppingListItem;
  onSave: (fields: ShoppingOperationFields, local: Partial<ShoppingListItem>) => void;
  onDelete: () => void;
  onCancel: () => void;
}

/**
 * §4.2 inline editor: quantity, unit and food (searched, or created on the spot), note (Enter
 * saves, Shift+Enter a new line) and label; choosing a food takes its label.
 */
export function ItemEditor({ item, onSave, onDelete, onCancel }: ItemEditorProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [quantity, setQuantity] = useState(String(item.quantity ?? 1));
  const [unit, setUnit] = useState<Unit | null>((item.unit as Unit | null) ?? null);
  const [food, setFood] = useState<Food | null>((item.food as Food | null) ?? null);
  const [note, setNote] = useState(item.note ?? '');
  const [labelId, setLabelId] = useState(item.labelId ?? '');

  const save = () => {
    const amount = Number(quantity.replace(',', '.'));
    const fields: ShoppingOperationFields = {
      quantity: Number.isFinite(amount) && amount >= 0 ? amount : 1,
      unitId: unit?.id ?? null,
      foodId: food?.id ?? null,
      labelId: labelId || null,
      note: note.trim(),
      isFood: food !== null,
    };
    const label = labels.data?.find((entry) => entry.id === labelId) ?? null;
    const display = draftDisplay({ ...fields, unit, food });
    onSave(fields, { unit: unit as ShoppingListItem['unit'], food: food as ShoppingListItem['food'], label, display });
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t('shopping.editor.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      sx={{ p: 1.5, my: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5, minWidth: 0 }}
    >
      <TextField
        size="small"
        label={t('shopping.editor.quantity')}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 96 }}
      />
      <FoodUnitPicker kind="units" label={t('shopping.editor.unit')} value={unit} onChange={(value) => setUnit(value as Unit | null)} />
      <FoodUnitPicker
        kind="foods"
        label={t('shopping.editor.food')}
        value={food}
        onChange={(value) => {
          const chosen = value as Food | null;
          setFood(chosen);
          if (chosen?.labelId) setLabelId(chosen.labelId);
        }}
      />
      <TextField
        size="small"
        label={t('shopping.editor.note')}
        value={note}
        multiline
        fullWidth
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            save();
          }
        }}
      />
      <TextField
        select
        size="small"
        label={t('shopping.editor.label')}
        value={labelId}
        onChange={(event) => setLabelId(event.target.value)}
        sx={{ minWidth: 160, flex: '1 1 160px' }}
      >
        <MenuItem value="">{t('shopping.list.noLabel')}</MenuItem>
        {(labels.data ?? []).map((label) => (
          <MenuItem key={label.id} value={label.id}>
            {label.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, width: '100%', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button color="error" onClick={onDelete}>
          {t('common.actions.delete')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('common.actions.save')}
        </Button>
      </Box>
    </Paper>
  );
}
