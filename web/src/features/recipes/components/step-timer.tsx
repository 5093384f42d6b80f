import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import TimerIcon from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { playTimerAlarm } from '../lib/alarm';
import { formatClock, type StepTimer as StepTimerData } from '../lib/step-timers';

/** A timer found in a step's text, with start/pause and reset; it beeps and vibrates at zero. */
export function StepTimer({ timer }: { timer: StepTimerData }) {
  const { t } = useTranslation();
  const countdown = useCountdown(timer.seconds, playTimerAlarm);
  const running = countdown.status === 'running';
  const finished = countdown.status === 'finished';
  return (
    <Box
      role="group"
      aria-label={t('recipe.timer.label', { label: timer.label })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        border: 1,
        borderColor: finished ? 'error.main' : 'divider',
        borderRadius: 2,
        px: 1,
        py: 0.25,
        bgcolor: finished ? 'error.light' : 'transparent',
      }}
    >
      <TimerIcon fontSize="small" aria-hidden />
      <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '4ch' }} aria-live={finished ? 'assertive' : 'off'}>
        {finished ? t('recipe.timer.done') : formatClock(countdown.remaining)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {timer.label}
      </Typography>
      {running ? (
        <IconButton size="small" aria-label={t('recipe.timer.pause')} onClick={countdown.pause}>
          <PauseIcon fontSize="small" />
        </IconButton>
      ) : (
        !finished && (
          <IconButton size="small" aria-label={t('recipe.timer.start')} onClick={countdown.start}>
            <PlayArrowIcon fontSize="small" />
          </IconButton>
        )
      )}
      <IconButton size="small" aria-label={t('recipe.timer.reset')} onClick={countdown.reset} disabled={countdown.status === 'idle'}>
        <ReplayIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
