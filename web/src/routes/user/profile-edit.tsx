import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/link/button-link';
import { Page } from '../../components/ui/page/page';
import { paths } from '../../config/paths';
import { ProfileEditor } from '../../features/users/components/profile-editor';
import { useAuth } from '../../lib/auth/auth-context';

export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Page
      title={t('users.edit.title')}
      actions={
        <ButtonLink to={paths.user.profile.getHref()} startIcon={<ArrowBackIcon />}>
          {t('users.edit.back')}
        </ButtonLink>
      }
    >
      <ProfileEditor user={user} />
    </Page>
  );
}
