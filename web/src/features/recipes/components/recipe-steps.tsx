import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkedIngredients } from '../lib/step-ingredients';
import { findStepTimers } from '../lib/step-timers';
import type { ChecklistIngredient } from './ingredient-checklist';
import { IngredientLine } from './ingredient-line';
import { MarkdownText } from './markdown-text';
import { StepTimer } from './step-timer';

export interface ViewStep {
  id?: string | null;
  title?: string | null;
  summary?: string | null;
  text: string;
  ingredientReferences?: { referenceId?: string | null }[] | null;
}

export interface RecipeStepsProps {
  steps: ViewStep[];
  ingredients: ChecklistIngredient[];
  scale: number;
  disableAmount: boolean;
}

/** Numbered steps under their section titles; a step can be marked done, which folds it away. */
export function RecipeSteps({ steps, ingredients, scale, disableAmount }: RecipeStepsProps) {
  const { t } = useTranslation();
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setDone((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {steps.map((step, index) => {
        const isDone = done.has(index);
        const heading = step.summary?.trim() || t('recipe.steps.stepNumber', { number: index + 1 });
        const linked = linkedIngredients(step, ingredients);
        const timers = findStepTimers(step.text);
        return (
          <Box component="li" key={step.id ?? index} sx={{ breakInside: 'avoid' }}>
            {step.title && (
              <Typography variant="h6" component="h3" sx={{ mt: index === 0 ? 0 : 1, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
                {step.title}
              </Typography>
            )}
            <Paper variant="outlined" sx={{ p: 1.5, opacity: isDone ? 0.6 : 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, flex: 1 }}>
                  {heading}
                </Typography>
                <IconButton
                  size="small"
                  aria-pressed={isDone}
                  aria-label={t('recipe.steps.markDone', { number: index + 1 })}
                  onClick={() => toggle(index)}
                  sx={{ displayPrint: 'none' }}
                >
                  {isDone ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon />}
                </IconButton>
              </Box>
              <Collapse in={!isDone}>
                <MarkdownText text={step.text} />
                {timers.length > 0 && (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, displayPrint: 'none' }}>
                    {timers.map((timer) => (
                      <StepTimer key={timer.position} timer={timer} />
                    ))}
                  </Box>
                )}
                {linked.length > 0 && (
                  <Box
                    component="ul"
                    aria-label={t('recipe.steps.linkedIngredients')}
                    sx={{ m: 0, mt: 1, pl: 2.5, borderTop: 1, borderColor: 'divider', pt: 1 }}
                  >
                    {linked.map((ingredient, linkedIndex) => (
                      <li key={ingredient.referenceId ?? linkedIndex}>
                        <IngredientLine ingredient={ingredient} scale={scale} disableAmount={disableAmount} />
                      </li>
                    ))}
                  </Box>
                )}
              </Collapse>
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
