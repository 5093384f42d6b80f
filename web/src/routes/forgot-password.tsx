import { useTranslation } from 'react-i18next';
import { Link } from '../components/ui/link/link';
import { Page } from '../components/ui/page/page';
import { paths } from '../config/paths';
import { ForgotPasswordForm } from '../features/users/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('users.forgotPassword.title')} subtitle={t('users.forgotPassword.intro')}>
      <ForgotPasswordForm />
      <Link to={paths.auth.login.getHref()}>{t('users.forgotPassword.backToLogin')}</Link>
    </Page>
  );
}
