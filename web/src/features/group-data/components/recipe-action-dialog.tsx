import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { RecipeAction } from '../../../api/recipe-actions/get-recipe-actions';
import { RECIPE_ACTION_TYPES, type RecipeActionFormInput, recipeActionFormSchema } from '../../../api/recipe-actions/save-recipe-action';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';

const typeLabels = { link: 'groupData.recipeActions.typeLink', post: 'groupData.recipeActions.typePost' } as const;

export interface RecipeActionDialogProps {
  open: boolean;
  action?: RecipeAction | null;
  onClose: () => void;
  onSubmit: (values: RecipeActionFormInput) => Promise<unknown>;
}

/** Title, URL template and type (open a link, or POST the recipe) of a recipe action. */
export function RecipeActionDialog({ open, action, onClose, onSubmit }: RecipeActionDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={t(action ? 'groupData.recipeActions.editTitle' : 'groupData.recipeActions.createTitle')}
      schema={recipeActionFormSchema}
      defaultValues={{ title: action?.title ?? '', url: action?.url ?? '', actionType: action?.actionType === 'post' ? 'post' : 'link' }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {() => (
        <>
          <FormTextField<RecipeActionFormInput> name="title" label={t('groupData.fields.title')} autoFocus required />
          <FormTextField<RecipeActionFormInput>
            name="url"
            label={t('groupData.fields.url')}
            helperText={t('groupData.recipeActions.urlHint')}
            required
          />
          <FormTextField<RecipeActionFormInput> name="actionType" label={t('groupData.fields.actionType')} select>
            {RECIPE_ACTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(typeLabels[type])}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}
