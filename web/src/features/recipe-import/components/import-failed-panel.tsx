import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Shown when a page held no recipe the importer could read, with the ways forward. */
export function ImportFailedPanel({ groupSlug, message }: { groupSlug: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={{ mt: 3 }} data-testid="import-failed">
      <AlertTitle>{t('recipeImport.url.failedTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Typography variant="body2">
        <Trans
          i18nKey="recipeImport.url.failedHelp"
          components={{
            schema: <Link href="https://schema.org/Recipe" target="_blank" rel="noopener noreferrer" />,
            html: <Link component={RouterLink} to={paths.group.createRecipeFromHtml.getHref(groupSlug)} />,
            debug: <Link component={RouterLink} to={paths.group.createRecipeDebug.getHref(groupSlug)} />,
          }}
        />
      </Typography>
    </Alert>
  );
}
