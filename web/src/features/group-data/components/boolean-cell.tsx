import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/** ✓ or ✗ with a spoken yes/no. */
export function BooleanCell({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return value ? (
    <CheckIcon fontSize="small" color="success" aria-label={t('common.yes')} role="img" />
  ) : (
    <CloseIcon fontSize="small" color="disabled" aria-label={t('common.no')} role="img" />
  );
}
