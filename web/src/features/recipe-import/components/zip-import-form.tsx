import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useImportRecipeFromZip } from '../../../api/recipes/import-recipe';
import { paths } from '../../../config/paths';
import { FilePicker } from './file-picker';

/** screens.md §3.5 `zip`: one recipe exported from Larder or Mealie as a .zip. */
export function ZipImportForm({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const importRecipe = useImportRecipeFromZip({
    mutationConfig: { onSuccess: (slug) => navigate(paths.group.recipe.getHref(groupSlug, slug)) },
  });
  return (
    <Box
      component="form"
      aria-label={t('recipeImport.methods.zip.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (file) importRecipe.mutate({ file });
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
        disabled={!file || importRecipe.isPending}
        startIcon={importRecipe.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {t('recipeImport.zip.submit')}
      </Button>
    </Box>
  );
}
