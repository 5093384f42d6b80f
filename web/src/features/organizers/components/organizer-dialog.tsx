import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organizer, OrganizerKind } from '../../../api/organizers/get-organizers';
import { type OrganizerFormInput, organizerFormSchema } from '../../../api/organizers/save-organizer';
import { Form } from '../../../components/ui/form/form';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { organizerText } from '../lib/organizer-text';

export interface OrganizerDialogProps {
  kind: OrganizerKind;
  /** The organizer being renamed; absent to create one. */
  organizer?: Organizer | null;
  open: boolean;
  onClose: () => void;
  onSubmit: (values: OrganizerFormInput) => Promise<unknown>;
}

/** Name (and for tools, "on hand") of a new or renamed organizer; Enter saves, Esc cancels. */
export function OrganizerDialog({ kind, organizer, open, onClose, onSubmit }: OrganizerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = t(organizer ? organizerText[kind].editTitle : organizerText[kind].createTitle);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <Form
        schema={organizerFormSchema}
        defaultValues={{ name: organizer?.name ?? '', onHand: organizer?.onHand ?? false }}
        onSubmit={async (values) => {
          await onSubmit(values);
          onClose();
        }}
      >
        {() => (
          <>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <FormTextField<OrganizerFormInput> name="name" label={t('organizers.dialog.name')} autoFocus />
              {kind === 'tools' ? <FormCheckbox<OrganizerFormInput> name="onHand" label={t('organizers.tools.onHand')} /> : null}
            </DialogContent>
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
