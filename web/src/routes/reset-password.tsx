import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../components/ui/link/link';
import { Page } from '../components/ui/page/page';
import { paths } from '../config/paths';
import { ResetPasswordForm } from '../features/users/components/reset-password-form';

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Page title={t('users.resetPassword.title')}>
      <ResetPasswordForm token={searchParams.get('token')} />
      <Link to={paths.auth.login.getHref()}>{t('users.forgotPassword.backToLogin')}</Link>
    </Page>
  );
}
