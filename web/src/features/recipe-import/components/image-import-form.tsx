import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useImportRecipeFromImage } from '../../../api/recipes/import-recipe';
import { paths } from '../../../config/paths';
import { FilePicker } from './file-picker';

/** screens.md §3.5 `image`: a photo of a recipe, read by the server's vision model. */
export function ImageImportForm({ groupSlug, available }: { groupSlug: string; available: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [translate, setTranslate] = useState(true);
  const importRecipe = useImportRecipeFromImage({
    mutationConfig: { onSuccess: (slug) => navigate(paths.group.recipeEdit.getHref(groupSlug, slug)) },
  });

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  if (!available) return <Alert severity="info">{t('recipeImport.image.unavailable')}</Alert>;
  return (
    <Box
      component="form"
      aria-label={t('recipeImport.methods.image.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (file) importRecipe.mutate({ file, translateLanguage: translate ? i18n.language : undefined });
      }}
    >
      <FilePicker
        label={t('recipeImport.image.choose')}
        accept="image/*"
        file={file}
        onChange={setFile}
        hint={t('recipeImport.image.hint')}
      />
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={t('recipeImport.image.preview')}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: 1, mb: 1 }}
        />
      )}
      {file && (
        <Button size="small" onClick={() => setFile(null)} disabled={importRecipe.isPending}>
          {t('recipeImport.image.remove')}
        </Button>
      )}
      <Box>
        <FormControlLabel
          control={<Checkbox checked={translate} onChange={(event) => setTranslate(event.target.checked)} />}
          label={t('recipeImport.image.translate')}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 1 }}
        disabled={!file || importRecipe.isPending}
        startIcon={importRecipe.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {t('recipeImport.image.submit')}
      </Button>
      {importRecipe.isPending && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('recipeImport.image.waiting')}
        </Alert>
      )}
    </Box>
  );
}
