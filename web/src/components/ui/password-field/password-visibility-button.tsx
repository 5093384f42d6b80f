import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';

/**
 * The eye button of a password field. Its name avoids the word "password" so that a label
 * query for the field itself finds exactly one element.
 */
export function PasswordVisibilityButton({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={visible ? t('common.password.hideCharacters') : t('common.password.showCharacters')}
        aria-pressed={visible}
        onClick={onToggle}
        edge="end"
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
