import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../../lib/i18n/i18n';
import { LanguageDialog } from './language-dialog';

/** Opens the language dialog; choosing a language reloads the page in it. */
export function LanguageButton({ variant }: { variant: 'list-item' | 'icon' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('app.language.open');
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={() => setOpen(true)}>
            <TranslateIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <ListItemButton onClick={() => setOpen(true)}>
          <ListItemIcon>
            <TranslateIcon />
          </ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      )}
      <LanguageDialog open={open} onClose={() => setOpen(false)} onSelect={changeLocale} />
    </>
  );
}
