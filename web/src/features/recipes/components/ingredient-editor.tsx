import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/Delete';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Food } from '../../../api/foods/get-foods';
import type { RecipeIngredient } from '../../../api/recipes/get-recipe';
import type { Unit } from '../../../api/units/get-units';
import { FoodUnitPicker } from '../../../components/ui/food-unit-picker/food-unit-picker';
import { ButtonLink } from '../../../components/ui/link/button-link';
import { SortableList } from '../../../components/ui/sortable-list/sortable-list';
import { newIngredient } from '../lib/draft';
import { moveItem, removeItem, replaceItem } from '../lib/list-moves';
import { PasteIngredientsDialog } from './paste-ingredients-dialog';

export interface IngredientEditorProps {
  ingredients: RecipeIngredient[];
  onChange: (ingredients: RecipeIngredient[]) => void;
  /** Amount-disabled recipes edit only the note. */
  disableAmount: boolean;
  /** The ingredient-parser page of the recipe; shows the Parse button. */
  parseHref?: string;
}

/** A small row action; the label doubles as the hover title (a Tooltip per row button is costly in long lists). */
export function RowButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton size="small" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {children}
    </IconButton>
  );
}

/** Ingredient rows: drag or move up/down, section titles, quantity, unit, food and note. */
export function IngredientEditor({ ingredients, onChange, disableAmount, parseHref }: IngredientEditorProps) {
  const { t } = useTranslation();
  // The parser reads note text; lines that already have a food or unit would lose them.
  const alreadyParsed = ingredients.some((ingredient) => ingredient.food || ingredient.unit);
  const [pasting, setPasting] = useState(false);
  const update = (index: number, patch: Partial<RecipeIngredient>) => {
    const current = ingredients[index];
    if (current) onChange(replaceItem(ingredients, index, { ...current, ...patch }));
  };
  const move = (from: number, to: number) => onChange(moveItem(ingredients, from, to));
  const last = ingredients.length - 1;

  return (
    <Box component="section" aria-labelledby="ingredient-editor-title">
      <Box component="h2" id="ingredient-editor-title" sx={{ typography: 'h6', m: 0, mb: 1 }}>
        {t('recipe.ingredients.title')}
      </Box>
      <SortableList
        items={ingredients}
        getId={(ingredient) => ingredient.referenceId ?? ''}
        onMove={move}
        handleLabel={(index) => t('recipe.editor.dragIngredient', { number: index + 1 })}
        renderItem={(ingredient, index, handle) => {
          const number = index + 1;
          const hasTitle = ingredient.title !== null && ingredient.title !== undefined && ingredient.title !== '';
          return (
            <Paper variant="outlined" sx={{ p: 1 }} data-testid="ingredient-row">
              {(hasTitle || ingredient.title === ' ') && (
                <TextField
                  size="small"
                  fullWidth
                  label={t('recipe.editor.sectionTitle')}
                  value={ingredient.title?.trimStart() ?? ''}
                  onChange={(event) => update(index, { title: event.target.value || ' ' })}
                  sx={{ mb: 1 }}
                />
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                {handle}
                {!disableAmount && (
                  <>
                    <TextField
                      size="small"
                      type="number"
                      label={t('recipe.editor.quantity')}
                      value={ingredient.quantity ?? ''}
                      onChange={(event) => update(index, { quantity: event.target.value === '' ? 0 : Number(event.target.value) })}
                      slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': t('recipe.editor.quantityOf', { number }) } }}
                      sx={{ width: 90 }}
                    />
                    <TextField
                      size="small"
                      type="number"
                      label={t('recipe.editor.maxQuantity')}
                      value={ingredient.maxQuantity ?? ''}
                      onChange={(event) => update(index, { maxQuantity: event.target.value === '' ? null : Number(event.target.value) })}
                      slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': t('recipe.editor.maxQuantityOf', { number }) } }}
                      sx={{ width: 90 }}
                    />
                    <FoodUnitPicker
                      kind="units"
                      label={t('recipe.editor.unit')}
                      value={(ingredient.unit as Unit | null) ?? null}
                      onChange={(unit) => update(index, { unit: unit as RecipeIngredient['unit'] })}
                    />
                    <FoodUnitPicker
                      kind="foods"
                      label={t('recipe.editor.food')}
                      value={(ingredient.food as Food | null) ?? null}
                      onChange={(food) => update(index, { food: food as RecipeIngredient['food'] })}
                    />
                  </>
                )}
                <TextField
                  size="small"
                  label={t('recipe.editor.note')}
                  value={ingredient.note ?? ''}
                  onChange={(event) => update(index, { note: event.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': t('recipe.editor.noteOf', { number }) } }}
                  sx={{ flex: '2 1 160px' }}
                />
                <Box sx={{ display: 'flex', ml: 'auto' }}>
                  <RowButton label={t('recipe.editor.moveUp', { number })} onClick={() => move(index, index - 1)} disabled={index === 0}>
                    <ArrowUpwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={t('recipe.editor.moveDown', { number })}
                    onClick={() => move(index, index + 1)}
                    disabled={index === last}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={hasTitle ? t('recipe.editor.removeSection', { number }) : t('recipe.editor.addSection', { number })}
                    onClick={() => update(index, { title: hasTitle ? '' : ' ' })}
                  >
                    <TitleIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={t('recipe.editor.removeIngredient', { number })}
                    onClick={() => onChange(removeItem(ingredients, index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </RowButton>
                </Box>
              </Box>
            </Paper>
          );
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...ingredients, newIngredient()])}>
          {t('recipe.editor.addIngredient')}
        </Button>
        <Button startIcon={<ContentPasteIcon />} onClick={() => setPasting(true)}>
          {t('recipe.editor.pasteIngredients')}
        </Button>
        {parseHref && (
          <Tooltip title={alreadyParsed ? t('recipe.parser.alreadyParsed') : ''}>
            <span>
              <ButtonLink to={parseHref} startIcon={<AutoFixHighIcon />} disabled={alreadyParsed || ingredients.length === 0}>
                {t('recipe.parser.parse')}
              </ButtonLink>
            </span>
          </Tooltip>
        )}
      </Box>
      <PasteIngredientsDialog
        open={pasting}
        onClose={() => setPasting(false)}
        onAdd={(lines) => {
          onChange([...ingredients, ...lines.map((line) => newIngredient({ title: line.title, note: line.note }))]);
          setPasting(false);
        }}
      />
    </Box>
  );
}
