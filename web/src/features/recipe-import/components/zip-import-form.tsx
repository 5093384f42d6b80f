import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getDetailField, getDetailMessage, isApiError } from '../../../api/api-error';
import { useImportRecipeFromZip } from '../../../api/recipes/import-recipe';
import { paths } from '../../../config/paths';
import { dismissNotification } from '../../../lib/notifications/notifications-store';
import { FilePicker } from './file-picker';

/** What to say for another app's export, by the migration the server names (`detail.migrationType`). */
const FOREIGN_EXPORTS: Record<string, string> = {
  backup: 'recipeImport.zip.foreign.backup',
  chowdown: 'recipeImport.zip.foreign.chowdown',
  copymethat: 'recipeImport.zip.foreign.copymethat',
  mealie_alpha: 'recipeImport.zip.foreign.mealie_alpha',
  nextcloud: 'recipeImport.zip.foreign.nextcloud',
  paprika: 'recipeImport.zip.foreign.paprika',
  plantoeat: 'recipeImport.zip.foreign.plantoeat',
  tandoor: 'recipeImport.zip.foreign.tandoor',
};

/**
 * screens.md §3.5 `zip`: an archive exported from Larder or Mealie, with one recipe or many. One
 * recipe opens when imported; several (or any that failed) open the import's report.
 */
export function ZipImportForm({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [foreign, setForeign] = useState<string | null>(null);
  const importRecipes = useImportRecipeFromZip({
    mutationConfig: {
      onSuccess: ({ slug, report }) => {
        const single = !report || (report.entries.length === 1 && report.entries[0]?.success);
        navigate(single ? paths.group.recipe.getHref(groupSlug, slug) : paths.group.report.getHref(report.id));
      },
      onError: (error) => {
        if (!isApiError(error, 400) || getDetailField(error.body, 'exception') !== 'FOREIGN_EXPORT') return;
        // The panel says it in the reader's language: the notification would only repeat it.
        if (error.notificationId !== null) dismissNotification(error.notificationId);
        const key = FOREIGN_EXPORTS[getDetailField(error.body, 'migrationType') ?? ''];
        setForeign(key ? t(key) : (getDetailMessage(error.body) ?? error.message));
      },
    },
  });
  return (
    <Box
      component="form"
      aria-label={t('recipeImport.methods.zip.title')}
      onSubmit={(event) => {
        event.preventDefault();
        setForeign(null);
        if (file) importRecipes.mutate({ file });
      }}
    >
      <FilePicker
        label={t('recipeImport.zip.choose')}
        accept=".zip,application/zip"
        file={file}
        onChange={setFile}
        hint={t('recipeImport.zip.hint')}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!file || importRecipes.isPending}
        startIcon={importRecipes.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {t('recipeImport.zip.submit')}
      </Button>
      {foreign && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          <AlertTitle>{t('recipeImport.zip.foreignTitle')}</AlertTitle>
          {foreign}
        </Alert>
      )}
    </Box>
  );
}
