import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSavePlanEntry } from '../../../api/mealplans/save-plan-entry';
import { PLAN_ENTRY_TYPES, type PlanEntry } from '../../../api/mealplans/types';
import { useSearchRecipes } from '../../../api/recipes/search-recipes';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { z } from '../../../lib/zod';
import { ENTRY_TYPE_LABELS } from '../lib/entry-type-labels';

// screens.md §5.1: the recipe field searches as you type, 500 ms after the last key.
const SEARCH_DEBOUNCE_MS = 500;

const recipeChoice = z.object({ id: z.string(), name: z.string(), slug: z.string(), recipeServings: z.number().nullish() });
type RecipeChoice = z.infer<typeof recipeChoice>;

const schema = z
  .object({
    date: z.iso.date({ message: 'common.validation.required' }),
    entryType: z.enum(['breakfast', 'lunch', 'dinner', 'side', 'snack', 'drink', 'dessert']),
    noteOnly: z.boolean(),
    recipe: recipeChoice.nullable(),
    title: z.string().trim(),
    text: z.string(),
    servings: z.string().trim(),
  })
  .superRefine((values, context) => {
    if (values.noteOnly && values.title === '') context.addIssue({ code: 'custom', path: ['title'], message: 'mealPlan.dialog.needTitle' });
    if (!values.noteOnly && !values.recipe) context.addIssue({ code: 'custom', path: ['recipe'], message: 'mealPlan.dialog.needRecipe' });
    if (values.servings !== '' && !(Number(values.servings) > 0))
      context.addIssue({ code: 'custom', path: ['servings'], message: 'mealPlan.dialog.servingsInvalid' });
  });

export interface PlanEntryDialogProps {
  /** The entry to change; absent for a new one on `date`. */
  entry?: PlanEntry;
  date: string;
  onClose: () => void;
}

/** §5.1 the create/edit dialog: date, meal type, a recipe found by search or a note, and servings. */
export function PlanEntryDialog({ entry, date, onClose }: PlanEntryDialogProps) {
  const { t } = useTranslation();
  const save = useSavePlanEntry();
  const [search, setSearch] = useState(entry?.recipe?.name ?? '');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchRecipes(debounced);
  const recipe = entry?.recipe;
  return (
    <FormDialog
      open
      title={t(entry ? 'mealPlan.dialog.editTitle' : 'mealPlan.dialog.createTitle')}
      schema={schema}
      defaultValues={{
        date: entry?.date ?? date,
        entryType: entry?.entryType ?? 'dinner',
        noteOnly: entry ? !entry.recipeId : false,
        recipe: recipe ? { id: recipe.id, name: recipe.name, slug: recipe.slug, recipeServings: recipe.recipeServings } : null,
        title: entry?.title ?? '',
        text: entry?.text ?? '',
        servings: entry?.servings ? String(entry.servings) : '',
      }}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync({
          entry,
          data: {
            date: values.date,
            entryType: values.entryType,
            recipeId: values.noteOnly ? null : (values.recipe?.id ?? null),
            title: values.title,
            text: values.text,
            servings: values.servings === '' ? null : Number(values.servings),
          },
        })
      }
    >
      {(form) => {
        const noteOnly = form.watch('noteOnly');
        const chosen = form.watch('recipe');
        return (
          <>
            <FormTextField
              name="date"
              label={t('mealPlan.dialog.date')}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField name="entryType" label={t('mealPlan.dialog.entryType')} select>
              {PLAN_ENTRY_TYPES.map((entryType) => (
                <MenuItem key={entryType} value={entryType}>
                  {t(ENTRY_TYPE_LABELS[entryType])}
                </MenuItem>
              ))}
            </FormTextField>
            <FormCheckbox name="noteOnly" label={t('mealPlan.dialog.noteOnly')} variant="switch" />
            {noteOnly ? (
              <>
                <FormTextField name="title" label={t('mealPlan.dialog.title')} required />
                <FormTextField name="text" label={t('mealPlan.dialog.note')} multiline minRows={2} />
              </>
            ) : (
              <Controller
                name="recipe"
                control={form.control}
                render={({ field, fieldState }) => (
                  <Autocomplete<RecipeChoice>
                    value={field.value ?? null}
                    onChange={(_event, value) => field.onChange(value)}
                    inputValue={search}
                    onInputChange={(_event, value) => setSearch(value)}
                    options={results.data ?? []}
                    // The server searched already; every answer it gave is a match.
                    filterOptions={(options) => options}
                    getOptionLabel={(option) => option.name}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    loading={results.isFetching}
                    noOptionsText={t('mealPlan.dialog.noRecipes')}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        label={t('mealPlan.dialog.recipe')}
                        required
                        margin="normal"
                        error={fieldState.invalid}
                        helperText={fieldState.error?.message ? t(fieldState.error.message) : t('mealPlan.dialog.recipeHint')}
                      />
                    )}
                  />
                )}
              />
            )}
            <FormTextField
              name="servings"
              label={t('mealPlan.dialog.servings')}
              type="number"
              helperText={t('mealPlan.dialog.servingsHint')}
              placeholder={
                !noteOnly && chosen?.recipeServings
                  ? t('mealPlan.dialog.servingsPlaceholder', { servings: chosen.recipeServings })
                  : undefined
              }
              slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' }, inputLabel: { shrink: true } }}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
