import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchRecipes } from '../../../api/recipes/search-recipes';
import { Link } from '../../../components/ui/link/link';
import { SearchField } from '../../../components/ui/search-field/search-field';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { RecipeImage } from './recipe-image';
import { SEARCH_DEBOUNCE_MS } from './recipe-search-panel';

export interface RecipeSearchDialogProps {
  groupSlug: string;
  open: boolean;
  onClose: () => void;
}

/** Quick recipe search from the app bar (screens.md §1.5). */
export function RecipeSearchDialog({ groupSlug, open, onClose }: RecipeSearchDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchRecipes(search);
  const input = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);

  const close = () => {
    setText('');
    onClose();
  };

  // Arrow keys walk from the field through the results and back up to the field.
  const moveFocus = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(list.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    if (event.key === 'ArrowDown') items[Math.min(index + 1, items.length - 1)]?.focus();
    else if (index <= 0) input.current?.focus();
    else items[index - 1]?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { maxWidth: 988 } } }}
    >
      <DialogContent onKeyDown={moveFocus}>
        <Typography
          id={titleId}
          component="h2"
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('browse.searchDialog.title')}
        </Typography>
        <SearchField fullWidth autoFocus inputRef={input} label={t('browse.search.label')} value={text} onChange={setText} />
        <Box sx={{ height: 4, my: 1 }}>{results.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
        {search && results.isSuccess && results.data.length === 0 ? (
          <Typography color="text.secondary">{t('browse.searchDialog.noResults')}</Typography>
        ) : null}
        <List ref={list} aria-label={t('browse.searchDialog.results')} sx={{ maxHeight: 700, overflow: 'auto' }}>
          {(search ? (results.data ?? []) : []).map((recipe) => (
            <ListItemButton
              key={recipe.id}
              component={RouterLink}
              to={paths.group.recipe.getHref(groupSlug, recipe.slug)}
              onClick={close}
              sx={{ gap: 2, borderRadius: 1 }}
            >
              <Box sx={{ width: 64, height: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
                <RecipeImage recipeId={recipe.id} image={recipe.image} height={64} width={64} sizes="64px" />
              </Box>
              <ListItemText
                primary={recipe.name}
                secondary={recipe.description || undefined}
                slotProps={{
                  secondary: { sx: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } },
                }}
              />
              {recipe.rating ? <Rating value={recipe.rating} size="small" readOnly precision={0.5} /> : null}
            </ListItemButton>
          ))}
        </List>
        <Link to={paths.group.home.getHref(groupSlug, { search: text.trim() })} onClick={close}>
          {t('browse.searchDialog.advanced')}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
