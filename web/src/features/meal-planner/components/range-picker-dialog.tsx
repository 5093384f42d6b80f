import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addMonths, startOfMonth } from 'date-fns';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMonth, formatWeekday } from '../lib/format-day';
import {
  clampNumberOfDays,
  fromIsoDate,
  MAX_NUMBER_OF_DAYS,
  monthWeeks,
  type PlanRange,
  rangeFrom,
  type WeekStart,
} from '../lib/plan-range';

export interface RangePickerDialogProps {
  range: PlanRange;
  numberOfDays: number;
  weekStartsOn: WeekStart;
  onClose: () => void;
  /** The first day chosen and the number of days: the range is that many days from it. */
  onChoose: (start: string, numberOfDays: number) => void;
}

/**
 * §5.1 the range picker: a month in weeks that begin on the household's first day of week; a
 * click picks the first day, the number of days the length; OK applies both.
 */
export function RangePickerDialog({ range, numberOfDays, weekStartsOn, onClose, onChoose }: RangePickerDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [start, setStart] = useState(range.start);
  const [daysText, setDaysText] = useState(String(numberOfDays));
  const [month, setMonth] = useState(() => startOfMonth(fromIsoDate(range.start)));
  const days = clampNumberOfDays(Number(daysText));
  const chosen = rangeFrom(start, days);
  const weeks = monthWeeks(month, weekStartsOn);
  const locale = i18n.language;
  const inMonth = (iso: string) => fromIsoDate(iso).getMonth() === month.getMonth();

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('mealPlan.range.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('mealPlan.range.firstDay')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton aria-label={t('mealPlan.range.previousMonth')} onClick={() => setMonth((current) => addMonths(current, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="h3" variant="subtitle1" aria-live="polite">
            {formatMonth(month, locale)}
          </Typography>
          <IconButton aria-label={t('mealPlan.range.nextMonth')} onClick={() => setMonth((current) => addMonths(current, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box role="group" aria-label={t('mealPlan.range.calendar')} sx={{ display: 'grid', gap: 0.25 }}>
          <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
            {weeks[0]?.map((iso) => (
              <Typography key={iso} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                {formatWeekday(iso, locale)}
              </Typography>
            ))}
          </Box>
          {weeks.map((week) => (
            <Box key={week[0]} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25 }}>
              {week.map((iso) => {
                const selected = iso >= chosen.start && iso <= chosen.end;
                return (
                  <Box key={iso}>
                    <ButtonBase
                      onClick={() => setStart(iso)}
                      aria-label={formatDay(iso, locale, 'long')}
                      aria-pressed={iso === chosen.start}
                      sx={{
                        width: '100%',
                        aspectRatio: '1',
                        maxHeight: 40,
                        borderRadius: 1,
                        typography: 'body2',
                        color: selected ? 'primary.contrastText' : inMonth(iso) ? 'text.primary' : 'text.disabled',
                        bgcolor: iso === chosen.start ? 'primary.dark' : selected ? 'primary.main' : 'transparent',
                        '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                      }}
                    >
                      {fromIsoDate(iso).getDate()}
                    </ButtonBase>
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
        <TextField
          label={t('mealPlan.range.numberOfDays')}
          type="number"
          value={daysText}
          onChange={(event) => setDaysText(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: MAX_NUMBER_OF_DAYS, inputMode: 'numeric' } }}
          fullWidth
          margin="normal"
        />
        <Typography aria-live="polite">
          {t('mealPlan.range.selected', { start: formatDay(chosen.start, locale), end: formatDay(chosen.end, locale) })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        <Button variant="contained" onClick={() => onChoose(chosen.start, days)}>
          {t('mealPlan.range.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
