import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from '../../../lib/zod';
import { Form, type FormMethods, type FormSchema } from '../form/form';
import { SubmitButton } from '../form/submit-button';

export interface FormDialogProps<S extends FormSchema> {
  open: boolean;
  title: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onClose: () => void;
  /** Resolves to close the dialog; a thrown 422 lands on the fields. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  children: (form: FormMethods<S>) => ReactNode;
}

/** §1.12 form dialog: Cancel left, Save right; Enter saves, Esc cancels; full screen on phones. */
export function FormDialog<S extends FormSchema>({ open, title, schema, defaultValues, onClose, onSubmit, children }: FormDialogProps<S>) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Form
        schema={schema}
        defaultValues={defaultValues}
        onSubmit={async (values) => {
          await onSubmit(values);
          onClose();
        }}
      >
        {(form) => (
          <>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>{children(form)}</DialogContent>
            <DialogActions sx={{ justifyContent: 'space-between' }}>
              <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
              <SubmitButton>{t('common.actions.save')}</SubmitButton>
            </DialogActions>
          </>
        )}
      </Form>
    </Dialog>
  );
}
