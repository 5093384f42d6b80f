import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWakeLock } from '../../../lib/hooks/use-wake-lock';
import { linkedIngredients } from '../lib/step-ingredients';
import { findStepTimers } from '../lib/step-timers';
import type { ChecklistIngredient } from './ingredient-checklist';
import { IngredientLine } from './ingredient-line';
import { MarkdownText } from './markdown-text';
import type { ViewStep } from './recipe-steps';
import { StepTimer } from './step-timer';

export interface CookModeDialogProps {
  open: boolean;
  onClose: () => void;
  recipeName: string;
  steps: ViewStep[];
  ingredients: ChecklistIngredient[];
  scale: number;
  disableAmount: boolean;
}

/** Full screen, large text, one step at a time with its ingredients and timers; the screen stays on. */
export function CookModeDialog({ open, onClose, recipeName, steps, ingredients, scale, disableAmount }: CookModeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  useWakeLock(open);
  const count = steps.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const step = steps[current];
  const linked = step ? linkedIngredients(step, ingredients) : [];
  const timers = step ? findStepTimers(step.text) : [];
  const last = current >= count - 1;

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' && !last) setIndex(current + 1);
        if (event.key === 'ArrowLeft' && current > 0) setIndex(current - 1);
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {recipeName}
        </Typography>
        <IconButton aria-label={t('recipe.cook.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <LinearProgress variant="determinate" value={count ? ((current + 1) / count) * 100 : 0} aria-hidden />
      {step ? (
        <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 6 }, py: 3, maxWidth: 1000, width: '100%', mx: 'auto' }}>
          {step.title && (
            <Typography variant="overline" component="p" sx={{ fontSize: '1rem' }}>
              {step.title}
            </Typography>
          )}
          <Typography variant="h4" component="h3" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2.2rem' } }}>
            {t('recipe.cook.stepOf', { number: current + 1, count })}
            {step.summary ? ` · ${step.summary}` : ''}
          </Typography>
          {linked.length > 0 && (
            <Box
              component="ul"
              aria-label={t('recipe.steps.linkedIngredients')}
              sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, mb: 2, pl: 3 }}
            >
              {linked.map((ingredient, linkedIndex) => (
                <li key={ingredient.referenceId ?? linkedIndex}>
                  <IngredientLine ingredient={ingredient} scale={scale} disableAmount={disableAmount} />
                </li>
              ))}
            </Box>
          )}
          <Box sx={{ fontSize: { xs: '1.35rem', sm: '1.75rem' }, lineHeight: 1.5 }}>
            <MarkdownText text={step.text} />
          </Box>
          {timers.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3, '& *': { fontSize: '1.1rem' } }}>
              {timers.map((timer) => (
                // Keyed by step so a timer's state does not leak into the next step's timer.
                <StepTimer key={`${current}-${timer.position}`} timer={timer} />
              ))}
            </Box>
          )}
        </Box>
      ) : (
        <Typography sx={{ p: 3 }}>{t('recipe.cook.noSteps')}</Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button
          size="large"
          variant="outlined"
          startIcon={<ChevronLeftIcon />}
          disabled={current === 0}
          onClick={() => setIndex(current - 1)}
        >
          {t('recipe.cook.previous')}
        </Button>
        {last ? (
          <Button size="large" variant="contained" onClick={onClose}>
            {t('recipe.cook.finish')}
          </Button>
        ) : (
          <Button size="large" variant="contained" endIcon={<ChevronRightIcon />} onClick={() => setIndex(current + 1)}>
            {t('recipe.cook.next')}
          </Button>
        )}
      </Box>
    </Dialog>
  );
}
