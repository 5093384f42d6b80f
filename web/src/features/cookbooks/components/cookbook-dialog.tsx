import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cookbook } from '../../../api/cookbooks/get-cookbooks';
import { type OrganizerNames, QueryFilterEditor } from '../../../components/ui/query-filter-editor/query-filter-editor';

export interface CookbookFormValues {
  name: string;
  description: string;
  public: boolean;
  queryFilterString: string;
}

export interface CookbookDialogProps {
  /** The cookbook being edited; absent to create one. */
  cookbook?: Pick<Cookbook, 'name' | 'description' | 'public' | 'queryFilterString'> | null;
  open: boolean;
  pending?: boolean;
  organizerNames: OrganizerNames;
  onClose: () => void;
  onSave: (values: CookbookFormValues) => void;
}

/** Name, description, public flag and recipe filter of a cookbook (screens.md §3.6). */
export function CookbookDialog({ cookbook, open, pending = false, organizerNames, onClose, onSave }: CookbookDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState<CookbookFormValues>({
    name: cookbook?.name ?? '',
    description: cookbook?.description ?? '',
    public: cookbook?.public ?? false,
    queryFilterString: cookbook?.queryFilterString ?? '',
  });
  const [touched, setTouched] = useState(false);
  const nameMissing = values.name.trim() === '';

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!nameMissing) onSave({ ...values, name: values.name.trim() });
        }}
      >
        <DialogTitle id={titleId}>{t(cookbook ? 'cookbooks.dialog.editTitle' : 'cookbooks.dialog.createTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('cookbooks.dialog.name')}
            value={values.name}
            required
            autoFocus
            error={touched && nameMissing}
            helperText={touched && nameMissing ? t('common.validation.required') : undefined}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
          <TextField
            label={t('cookbooks.dialog.description')}
            value={values.description}
            multiline
            minRows={2}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
          <FormControlLabel
            control={<Switch checked={values.public} onChange={(event) => setValues({ ...values, public: event.target.checked })} />}
            label={t('cookbooks.dialog.public')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: -2 }}>
            {t('cookbooks.dialog.publicHelp')}
          </Typography>
          <Typography component="h3" variant="subtitle1">
            {t('cookbooks.filter.title')}
          </Typography>
          <QueryFilterEditor
            value={values.queryFilterString}
            onChange={(queryFilterString) => setValues({ ...values, queryFilterString })}
            options={organizerNames}
            helpText={t('cookbooks.filter.textHelp')}
          />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('common.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
