import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useUploadRecipeImage } from '../../../api/recipes/upload-recipe-image';

/** Picks an image file and uploads it at once as the recipe's picture. */
export function ImageUploadButton({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const upload = useUploadRecipeImage();
  return (
    <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={upload.isPending}>
      {upload.isPending ? t('recipe.editor.uploading') : t('recipe.editor.uploadImage')}
      <input
        hidden
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate({ slug, file });
          event.target.value = '';
        }}
      />
    </Button>
  );
}
