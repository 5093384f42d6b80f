import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShareLink } from '../../../api/recipes/create-share-link';
import { CopyButton } from '../../../components/ui/copy-button/copy-button';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  recipeId: string;
  recipeName: string;
  /** Builds the app path of the shared page from the new token. */
  sharedHref: (tokenId: string) => string;
}

/** Makes a share link that opens the recipe without an account, and offers to copy it. */
export function ShareDialog({ open, onClose, recipeId, recipeName, sharedHref }: ShareDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateShareLink();
  const { mutate, reset } = create;
  useEffect(() => {
    if (open) mutate({ recipeId });
    else reset();
  }, [open, recipeId, mutate, reset]);
  const link = create.data ? new URL(sharedHref(create.data), window.location.origin).toString() : '';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('recipe.share.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('recipe.share.explanation')}</DialogContentText>
        <TextField
          fullWidth
          label={t('recipe.share.link')}
          value={create.isPending ? t('common.loading') : link}
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {typeof navigator.share === 'function' && (
            <Button
              startIcon={<ShareIcon />}
              disabled={!link}
              onClick={() => navigator.share({ title: recipeName, url: link }).catch(() => undefined)}
            >
              {t('recipe.share.native')}
            </Button>
          )}
          <CopyButton text={link} variant="contained" disabled={!link} />
        </Box>
      </DialogActions>
    </Dialog>
  );
}
