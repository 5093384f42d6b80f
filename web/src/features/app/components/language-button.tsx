import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../../lib/i18n/i18n';

// Every layout shows this button; the dialog (a searchable list of locales) loads on first use.
const LanguageDialog = lazy(() => import('./language-dialog').then(({ LanguageDialog }) => ({ default: LanguageDialog })));

/** Opens the language dialog; choosing a language reloads the page in it. */
export function LanguageButton({ variant }: { variant: 'list-item' | 'icon' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so that the dialog can play its closing transition.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const label = t('app.language.open');
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={show}>
            <TranslateIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <ListItemButton onClick={show}>
          <ListItemIcon>
            <TranslateIcon />
          </ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      )}
      {opened && (
        <Suspense fallback={null}>
          <LanguageDialog open={open} onClose={() => setOpen(false)} onSelect={changeLocale} />
        </Suspense>
      )}
    </>
  );
}
