import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { passwordStrength, scorePassword } from './score-password';

const colors = { weak: 'error', good: 'warning', strong: 'info', veryStrong: 'success' } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = scorePassword(password);
  const strength = passwordStrength(score);
  const labels = {
    weak: t('common.password.strength.weak'),
    good: t('common.password.strength.good'),
    strong: t('common.password.strength.strong'),
    veryStrong: t('common.password.strength.veryStrong'),
  };
  return (
    <Box sx={{ my: 1 }}>
      <LinearProgress
        variant="determinate"
        value={score}
        color={colors[strength]}
        aria-label={t('common.password.strength.label')}
        aria-valuetext={labels[strength]}
      />
      <Typography variant="caption" color="text.secondary">
        {t('common.password.strength.value', { strength: labels[strength] })}
      </Typography>
    </Box>
  );
}
