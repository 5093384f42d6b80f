import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ParsedIngredient, useParseIngredients } from '../../../api/recipes/parse-ingredients';
import { draftDisplay } from '../../../api/shopping-lists/draft-item';
import type { ShoppingListItem, ShoppingOperationFields } from '../../../api/shopping-lists/types';

export interface AddItemFieldProps {
  online: boolean;
  onAdd: (fields: ShoppingOperationFields, local: Partial<ShoppingListItem>) => void;
}

const withId = <T extends { id?: string | null }>(value: T | null | undefined): (T & { id: string }) | null =>
  value?.id ? (value as T & { id: string }) : null;

/** What a parsed line becomes: a food item when the parser knew the food, else the text as a note. */
function fromParsed(text: string, parsed: ParsedIngredient | undefined): [ShoppingOperationFields, Partial<ShoppingListItem>] {
  const ingredient = parsed?.ingredient;
  const food = withId(ingredient?.food);
  if (!ingredient || !food) return [{ note: text, quantity: 1, isFood: false }, { display: text }];
  const unit = withId(ingredient.unit);
  const fields: ShoppingOperationFields = {
    isFood: true,
    foodId: food.id,
    unitId: unit?.id ?? null,
    quantity: ingredient.quantity ?? 1,
    note: ingredient.note ?? '',
    labelId: 'labelId' in food ? (food.labelId ?? null) : null,
  };
  const local = {
    food: food as ShoppingListItem['food'],
    unit: unit as ShoppingListItem['unit'],
    label: ('label' in food ? food.label : null) as ShoppingListItem['label'],
    display: draftDisplay({ ...fields, unit, food }),
  };
  return [fields, local];
}

/**
 * Free text to a new item at the end of the list. Online, the ingredient parser fills food, unit
 * and quantity ("2 cups flour"); offline or when it fails, the text is kept as a note.
 */
export function AddItemField({ online, onAdd }: AddItemFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const parse = useParseIngredients();
  const add = async () => {
    const line = text.trim();
    if (!line) return;
    setText('');
    let parsed: ParsedIngredient | undefined;
    if (online) parsed = (await parse.mutateAsync({ parser: 'nlp', ingredients: [line] }).catch(() => undefined))?.[0];
    const [fields, local] = fromParsed(line, parsed);
    onAdd(fields, local);
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 2 }}
    >
      <TextField size="small" fullWidth label={t('shopping.list.addItem')} value={text} onChange={(event) => setText(event.target.value)} />
      <IconButton type="submit" color="primary" aria-label={t('shopping.list.add')} disabled={parse.isPending}>
        <AddIcon />
      </IconButton>
    </Box>
  );
}
