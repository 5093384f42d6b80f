import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';

export interface ImportFailedPanelProps {
  groupSlug: string;
  message: string;
  /**
   * The server refused the address itself (`exception: "blocked-address"`): nothing was fetched,
   * so the page's HTML advice does not apply. `allowedBy` names the setting that would allow it.
   */
  refused?: { allowedBy?: string };
}

/** Shown when a page held no recipe the importer could read, with the ways forward. */
export function ImportFailedPanel({ groupSlug, message, refused }: ImportFailedPanelProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (refused) {
    return (
      <Alert severity="error" sx={{ mt: 3 }} data-testid="import-refused">
        <AlertTitle>{t('recipeImport.url.refusedTitle')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {message}
        </Typography>
        <Typography variant="body2">{t('recipeImport.url.refusedHelp')}</Typography>
        {refused.allowedBy ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {user?.admin
              ? t('recipeImport.url.refusedAdmin', { setting: `${refused.allowedBy}=true` })
              : t('recipeImport.url.refusedAskAdmin')}
          </Typography>
        ) : null}
      </Alert>
    );
  }
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
