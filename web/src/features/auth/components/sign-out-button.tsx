import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../hooks/use-sign-out';

/** Text and icon from 600 px, icon only below; named "Sign out" either way. */
export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label = t('auth.session.signOut');
  if (!wide) {
    return (
      <IconButton color="inherit" aria-label={label} onClick={() => void signOut()}>
        <LogoutIcon />
      </IconButton>
    );
  }
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
      {label}
    </Button>
  );
}
