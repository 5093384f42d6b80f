import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../../api/labels/get-labels';
import { type LabelFormInput, labelFormSchema } from '../../../api/labels/save-label';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { useFieldMessage } from '../../../components/ui/form/use-field-message';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { DEFAULT_LABEL_COLOR, isHexColor } from '../lib/label-color';
import { ColorPicker } from './color-picker';
import { LabelChip } from './label-chip';

export interface LabelDialogProps {
  open: boolean;
  /** The label being edited; absent to create one. */
  label?: Label | null;
  onClose: () => void;
  onSubmit: (values: LabelFormInput) => Promise<unknown>;
}

/** Name and colour of a label, with a live preview chip. */
export function LabelDialog({ open, label, onClose, onSubmit }: LabelDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  return (
    <FormDialog
      open={open}
      title={t(label ? 'groupData.labels.editTitle' : 'groupData.labels.createTitle')}
      schema={labelFormSchema}
      defaultValues={{ name: label?.name ?? '', color: label?.color ?? DEFAULT_LABEL_COLOR }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {(form) => {
        const [name, color] = form.watch(['name', 'color']);
        return (
          <>
            <FormTextField<LabelFormInput> name="name" label={t('groupData.fields.name')} autoFocus />
            <Controller
              control={form.control}
              name="color"
              render={({ field, fieldState }) => (
                <ColorPicker
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldState.invalid}
                  helperText={fieldMessage(fieldState.error?.message)}
                />
              )}
            />
            <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('groupData.labels.preview')}
              </Typography>
              <LabelChip
                data-testid="label-preview"
                name={name?.trim() || t('groupData.labels.previewPlaceholder')}
                color={color && isHexColor(color) ? color : DEFAULT_LABEL_COLOR}
              />
            </Box>
          </>
        );
      }}
    </FormDialog>
  );
}
