import MenuItem from '@mui/material/MenuItem';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Food } from '../../../api/foods/get-foods';
import { type FoodFormInput, foodFormSchema, foodToFormInput } from '../../../api/foods/save-food';
import type { Label } from '../../../api/labels/get-labels';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { AliasEditor } from './alias-editor';
import { LabelChip } from './label-chip';

export interface FoodDialogProps {
  open: boolean;
  /** The food being edited; absent to create one. */
  food?: Food | null;
  labels: Label[];
  onClose: () => void;
  onSubmit: (values: FoodFormInput) => Promise<unknown>;
}

/** §6.2 food form: name, plural, description, label, on hand and aliases. */
export function FoodDialog({ open, food, labels, onClose, onSubmit }: FoodDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={t(food ? 'groupData.foods.editTitle' : 'groupData.foods.createTitle')}
      schema={foodFormSchema}
      defaultValues={foodToFormInput(food)}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {(form) => (
        <>
          <FormTextField<FoodFormInput> name="name" label={t('groupData.fields.name')} autoFocus required />
          <FormTextField<FoodFormInput> name="pluralName" label={t('groupData.fields.pluralName')} />
          <FormTextField<FoodFormInput> name="description" label={t('groupData.fields.description')} multiline minRows={2} />
          <FormTextField<FoodFormInput> name="labelId" label={t('groupData.fields.label')} select>
            <MenuItem value="">{t('groupData.foods.noLabel')}</MenuItem>
            {labels.map((label) => (
              <MenuItem key={label.id} value={label.id}>
                <LabelChip name={label.name} color={label.color} />
              </MenuItem>
            ))}
          </FormTextField>
          <FormCheckbox<FoodFormInput> name="onHand" label={t('groupData.fields.onHand')} description={t('groupData.foods.onHandHint')} />
          <Controller
            control={form.control}
            name="aliases"
            render={({ field }) => (
              <AliasEditor value={field.value ?? []} onChange={field.onChange} ownNames={form.watch(['name', 'pluralName'])} />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
