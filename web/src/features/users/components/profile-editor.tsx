import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/users/get-current-user';
import { AdvancedFeaturesToggle } from './advanced-features-toggle';
import { AvatarUpload } from './avatar-upload';
import { ChangePasswordForm } from './change-password-form';
import { PersonalInfoForm } from './personal-info-form';

type Panel = 'personal' | 'password';

/** §7.2: one toggle swaps between personal information and changing the password. */
export function ProfileEditor({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>('personal');
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('users.edit.avatar.title')}
        </Typography>
        <AvatarUpload user={user} />
      </Paper>
      <ToggleButtonGroup
        exclusive
        value={panel}
        onChange={(_event, value: Panel | null) => value && setPanel(value)}
        aria-label={t('users.edit.sections')}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="personal">{t('users.edit.personalInfo')}</ToggleButton>
        <ToggleButton value="password">{t('users.edit.changePassword')}</ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {panel === 'personal' ? t('users.edit.personalInfo') : t('users.edit.changePassword')}
        </Typography>
        {panel === 'personal' ? <PersonalInfoForm user={user} /> : <ChangePasswordForm />}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('users.edit.preferences')}
        </Typography>
        <AdvancedFeaturesToggle user={user} />
      </Paper>
    </Stack>
  );
}
