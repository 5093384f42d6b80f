import EditIcon from '@mui/icons-material/Edit';
import PersonIcon from '@mui/icons-material/Person';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/link/button-link';
import { paths } from '../../../config/paths';

export interface GroupWelcomeProps {
  groupSlug: string;
  /** The signed-in user, or null for a visitor. */
  user: { fullName: string; username: string; group: string; household: string; groupSlug: string } | null;
}

/** The group home when its recipes cannot be shown to the viewer: whose group this is and where to go. */
export function GroupWelcome({ groupSlug, user }: GroupWelcomeProps) {
  const { t } = useTranslation();
  const ownGroup = user !== null && user.groupSlug === groupSlug;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          {user ? (
            <Typography>{t('groups.home.signedInAs', { name: user.fullName || user.username, household: user.household })}</Typography>
          ) : (
            <Typography>{t('groups.home.visitor')}</Typography>
          )}
          {user && !ownGroup && <Typography color="text.secondary">{t('groups.home.otherGroup')}</Typography>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {user ? (
              <>
                <ButtonLink to={paths.user.profile.getHref()} variant="contained" startIcon={<PersonIcon />}>
                  {t('groups.home.profile')}
                </ButtonLink>
                <ButtonLink to={paths.user.profileEdit.getHref()} variant="outlined" startIcon={<EditIcon />}>
                  {t('groups.home.editProfile')}
                </ButtonLink>
              </>
            ) : (
              <ButtonLink to={paths.auth.login.getHref()} variant="contained">
                {t('groups.home.signIn')}
              </ButtonLink>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
