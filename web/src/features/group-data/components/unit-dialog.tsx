import Box from '@mui/material/Box';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Unit } from '../../../api/units/get-units';
import { type UnitFormInput, unitFormSchema } from '../../../api/units/save-unit';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { AliasEditor } from './alias-editor';

export interface UnitDialogProps {
  open: boolean;
  /** The unit being edited; absent to create one. */
  unit?: Unit | null;
  onClose: () => void;
  onSubmit: (values: UnitFormInput) => Promise<unknown>;
}

/** §6.2 unit form: names and abbreviations, display switches and aliases. */
export function UnitDialog({ open, unit, onClose, onSubmit }: UnitDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={t(unit ? 'groupData.units.editTitle' : 'groupData.units.createTitle')}
      schema={unitFormSchema}
      defaultValues={{
        name: unit?.name ?? '',
        pluralName: unit?.pluralName ?? '',
        abbreviation: unit?.abbreviation ?? '',
        pluralAbbreviation: unit?.pluralAbbreviation ?? '',
        description: unit?.description ?? '',
        useAbbreviation: unit?.useAbbreviation ?? false,
        fraction: unit?.fraction ?? true,
        aliases: unit?.aliases.map((alias) => alias.name) ?? [],
      }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {(form) => (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <FormTextField<UnitFormInput> name="name" label={t('groupData.fields.name')} autoFocus required />
            <FormTextField<UnitFormInput> name="pluralName" label={t('groupData.fields.pluralName')} />
            <FormTextField<UnitFormInput> name="abbreviation" label={t('groupData.fields.abbreviation')} />
            <FormTextField<UnitFormInput> name="pluralAbbreviation" label={t('groupData.fields.pluralAbbreviation')} />
          </Box>
          <FormTextField<UnitFormInput> name="description" label={t('groupData.fields.description')} multiline minRows={2} />
          <FormCheckbox<UnitFormInput> name="useAbbreviation" label={t('groupData.fields.useAbbreviation')} variant="switch" />
          <FormCheckbox<UnitFormInput> name="fraction" label={t('groupData.fields.fraction')} variant="switch" />
          <Controller
            control={form.control}
            name="aliases"
            render={({ field }) => (
              <AliasEditor
                value={field.value ?? []}
                onChange={field.onChange}
                ownNames={form.watch(['name', 'pluralName', 'abbreviation', 'pluralAbbreviation'])}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
