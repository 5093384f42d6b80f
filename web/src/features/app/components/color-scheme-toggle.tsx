import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useColorSchemeSetting } from './color-scheme-context';

/** Names and shows the mode it switches to: "Dark mode" while light, "Light mode" while dark. */
export function ColorSchemeToggle({ variant }: { variant: 'list-item' | 'icon' }) {
  const { t } = useTranslation();
  const { scheme, toggleScheme } = useColorSchemeSetting();
  const label = scheme === 'dark' ? t('app.colorScheme.light') : t('app.colorScheme.dark');
  const icon = scheme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />;
  if (variant === 'icon') {
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={toggleScheme}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <ListItemButton onClick={toggleScheme}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}
