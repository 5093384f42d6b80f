import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field/search-field';
import { LOCALES } from '../../../lib/i18n/locales';

export interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen locale code; the app reloads the page with it. */
  onSelect: (code: string) => void;
}

export function filterLocales(query: string) {
  const needle = query.trim().toLowerCase();
  if (!needle) return LOCALES;
  return LOCALES.filter((locale) => locale.name.toLowerCase().includes(needle) || locale.code.toLowerCase().includes(needle));
}

export function LanguageDialog({ open, onClose, onSelect }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [query, setQuery] = useState('');
  const locales = useMemo(() => filterLocales(query), [query]);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="language-dialog-title">
      <DialogTitle id="language-dialog-title">{t('app.language.title')}</DialogTitle>
      <DialogContent dividers>
        <SearchField label={t('app.language.search')} value={query} onChange={setQuery} fullWidth size="small" autoFocus />
        <List dense aria-label={t('app.language.list')}>
          {locales.map((locale) => {
            const selected = locale.code === i18n.language;
            return (
              <ListItemButton
                key={locale.code}
                selected={selected}
                lang={locale.code}
                onClick={() => (selected ? onClose() : onSelect(locale.code))}
              >
                <ListItemText primary={locale.name} secondary={locale.code} />
                {selected && (
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <CheckIcon fontSize="small" />
                  </ListItemIcon>
                )}
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
