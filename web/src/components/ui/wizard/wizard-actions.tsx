import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../form/submit-button';

export interface WizardActionsProps {
  onBack?: () => void;
  /** Defaults to "Next". */
  nextLabel?: string;
}

/** Back on the left, the step's submit button ("Next") on the right; used inside a Form. */
export function WizardActions({ onBack, nextLabel }: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
      {onBack ? <Button onClick={onBack}>{t('common.actions.back')}</Button> : <span />}
      <SubmitButton>{nextLabel ?? t('common.actions.next')}</SubmitButton>
    </Box>
  );
}

export interface WizardFinishActionsProps {
  onBack: () => void;
  onFinish: () => void;
  finishLabel: string;
  pending: boolean;
}

/** The last step's row, outside a form: Back, and the button that sends everything (with a spinner). */
export function WizardFinishActions({ onBack, onFinish, finishLabel, pending }: WizardFinishActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
      <Button onClick={onBack} disabled={pending}>
        {t('common.actions.back')}
      </Button>
      <Button
        variant="contained"
        onClick={onFinish}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {finishLabel}
      </Button>
    </Box>
  );
}
