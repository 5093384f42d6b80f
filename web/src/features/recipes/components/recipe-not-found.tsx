import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/link/button-link';

/** A recipe that is missing, in another group, or behind an expired link. */
export function RecipeNotFound({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity="warning">{t('recipe.notFound')}</Alert>
      <ButtonLink to={homeHref} variant="outlined">
        {t('recipe.backToRecipes')}
      </ButtonLink>
    </Box>
  );
}
