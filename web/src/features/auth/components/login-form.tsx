import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type CreateTokenInput, createTokenInputSchema } from '../../../api/auth/create-token';
import { Form } from '../../../components/ui/form/form';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { ButtonLink } from '../../../components/ui/link/button-link';
import { LogoIcon } from '../../../components/ui/logo/logo-icon';
import { FormPasswordField } from '../../../components/ui/password-field/form-password-field';
import { paths } from '../../../config/paths';
import { useSignIn } from '../hooks/use-sign-in';

export interface LoginFormProps {
  siteName: string;
  allowSignup: boolean;
  /** The server still has its seeded admin account (startup-info isFirstLogin). */
  firstLogin: boolean;
}

export function LoginForm({ siteName, allowSignup, firstLogin }: LoginFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  return (
    <Card sx={{ width: '100%', maxWidth: 480 }} elevation={4}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5 }}>
        <Typography variant="h6" component="p">
          {siteName}
        </Typography>
      </Box>
      <CardContent sx={{ px: { xs: 2, sm: 4 } }}>
        <Stack sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 64, height: 64, mb: 1 }}>
            <LogoIcon sx={{ fontSize: 40 }} />
          </Avatar>
          <Typography variant="h5" component="h1">
            {t('auth.login.title')}
          </Typography>
        </Stack>
        {firstLogin && (
          <Alert severity="info" sx={{ my: 2 }}>
            {t('auth.login.firstLoginHint', { email: 'changeme@example.com' })}
          </Alert>
        )}
        <Form
          schema={createTokenInputSchema}
          defaultValues={{ username: '', password: '', rememberMe: false }}
          onSubmit={(values) => signIn.mutateAsync(values)}
          aria-label={t('auth.login.title')}
        >
          {() => (
            <>
              <FormTextField<CreateTokenInput> name="username" label={t('auth.login.username')} autoComplete="username" autoFocus />
              <FormPasswordField<CreateTokenInput> name="password" label={t('auth.login.password')} />
              <FormCheckbox<CreateTokenInput> name="rememberMe" label={t('auth.login.rememberMe')} />
              <SubmitButton fullWidth size="large" sx={{ mt: 2 }}>
                {t('auth.login.submit')}
              </SubmitButton>
            </>
          )}
        </Form>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
          {allowSignup ? (
            <ButtonLink to={paths.auth.register.getHref()}>{t('auth.login.register')}</ButtonLink>
          ) : (
            <Button disabled>{t('auth.login.inviteOnly')}</Button>
          )}
          <ButtonLink to={paths.auth.forgotPassword.getHref()}>{t('auth.login.forgotPassword')}</ButtonLink>
        </Stack>
      </CardContent>
    </Card>
  );
}
