import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

// The dialog loads on first use, keeping it out of the app shell's bundle.
const RecipeSearchDialog = lazy(() => import('./recipe-search-dialog').then((module) => ({ default: module.RecipeSearchDialog })));

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The app bar's search: a wide field-like button on tablets and up, an icon on phones; "/" opens it too. */
export function RecipeSearchButton({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation closes the dialog
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {wide ? (
        <Button
          color="inherit"
          startIcon={<SearchIcon />}
          onClick={() => setOpen(true)}
          aria-label={t('browse.searchDialog.open')}
          sx={{ bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 5, px: 2, minWidth: 200, justifyContent: 'flex-start', opacity: 0.9 }}
        >
          {t('browse.searchDialog.placeholder')}
        </Button>
      ) : (
        <IconButton color="inherit" aria-label={t('browse.searchDialog.open')} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      )}
      {open ? (
        <Suspense fallback={null}>
          <RecipeSearchDialog groupSlug={groupSlug} open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
