import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import LinkIcon from '@mui/icons-material/Link';
import PreviewIcon from '@mui/icons-material/Preview';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeIngredient, RecipeStep } from '../../../api/recipes/get-recipe';
import { SortableList } from '../../../components/ui/sortable-list/sortable-list';
import { newStep } from '../lib/draft';
import { moveItem, removeItem, replaceItem } from '../lib/list-moves';
import { RowButton } from './ingredient-editor';
import { LinkIngredientsDialog } from './link-ingredients-dialog';
import { MarkdownText } from './markdown-text';

export interface StepEditorProps {
  steps: RecipeStep[];
  ingredients: RecipeIngredient[];
  onChange: (steps: RecipeStep[]) => void;
}

/** Step cards: drag or move up/down, section titles, summary, markdown text and linked ingredients. */
export function StepEditor({ steps, ingredients, onChange }: StepEditorProps) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState<number | null>(null);
  const [previews, setPreviews] = useState<ReadonlySet<string>>(new Set());
  const update = (index: number, patch: Partial<RecipeStep>) => {
    const current = steps[index];
    if (current) onChange(replaceItem(steps, index, { ...current, ...patch }));
  };
  const move = (from: number, to: number) => onChange(moveItem(steps, from, to));
  const last = steps.length - 1;
  const linkingStep = linking === null ? undefined : steps[linking];

  return (
    <Box component="section" aria-labelledby="step-editor-title">
      <Box component="h2" id="step-editor-title" sx={{ typography: 'h6', m: 0, mb: 1 }}>
        {t('recipe.steps.title')}
      </Box>
      <SortableList
        items={steps}
        getId={(step) => step.id ?? ''}
        onMove={move}
        handleLabel={(index) => t('recipe.editor.dragStep', { number: index + 1 })}
        renderItem={(step, index, handle) => {
          const number = index + 1;
          const id = step.id ?? String(index);
          const hasTitle = Boolean(step.title);
          const previewing = previews.has(id);
          const linkedCount = step.ingredientReferences?.length ?? 0;
          return (
            <Paper variant="outlined" sx={{ p: 1 }} data-testid="step-row">
              {hasTitle && (
                <TextField
                  size="small"
                  fullWidth
                  label={t('recipe.editor.sectionTitle')}
                  value={step.title?.trimStart() ?? ''}
                  onChange={(event) => update(index, { title: event.target.value || ' ' })}
                  sx={{ mb: 1 }}
                />
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
                {handle}
                <Typography variant="subtitle2" component="span">
                  {t('recipe.steps.stepNumber', { number })}
                </Typography>
                <TextField
                  size="small"
                  label={t('recipe.editor.summary')}
                  value={step.summary ?? ''}
                  onChange={(event) => update(index, { summary: event.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': t('recipe.editor.summaryOf', { number }) } }}
                  sx={{ flex: '1 1 160px' }}
                />
                <Box sx={{ display: 'flex', ml: 'auto' }}>
                  <RowButton
                    label={t('recipe.editor.moveStepUp', { number })}
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={t('recipe.editor.moveStepDown', { number })}
                    onClick={() => move(index, index + 1)}
                    disabled={index === last}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    label={hasTitle ? t('recipe.editor.removeStepSection', { number }) : t('recipe.editor.addStepSection', { number })}
                    onClick={() => update(index, { title: hasTitle ? '' : ' ' })}
                  >
                    <TitleIcon fontSize="small" />
                  </RowButton>
                  <RowButton label={t('recipe.editor.linkIngredients', { number, count: linkedCount })} onClick={() => setLinking(index)}>
                    <LinkIcon fontSize="small" color={linkedCount > 0 ? 'primary' : 'inherit'} />
                  </RowButton>
                  <RowButton
                    label={previewing ? t('recipe.editor.editText', { number }) : t('recipe.editor.previewText', { number })}
                    onClick={() =>
                      setPreviews((previous) => {
                        const next = new Set(previous);
                        if (next.has(id)) next.delete(id);
                        else next.add(id);
                        return next;
                      })
                    }
                  >
                    <PreviewIcon fontSize="small" />
                  </RowButton>
                  <RowButton label={t('recipe.editor.removeStep', { number })} onClick={() => onChange(removeItem(steps, index))}>
                    <DeleteIcon fontSize="small" />
                  </RowButton>
                </Box>
              </Box>
              {previewing ? (
                <Box sx={{ minHeight: 56, px: 1 }}>
                  <MarkdownText text={step.text ?? ''} />
                </Box>
              ) : (
                <TextField
                  fullWidth
                  multiline
                  minRows={2}
                  label={t('recipe.editor.stepText', { number })}
                  helperText={index === 0 ? t('recipe.editor.markdownHint') : undefined}
                  value={step.text ?? ''}
                  onChange={(event) => update(index, { text: event.target.value })}
                />
              )}
            </Paper>
          );
        }}
      />
      <Button startIcon={<AddIcon />} onClick={() => onChange([...steps, newStep()])} sx={{ mt: 1 }}>
        {t('recipe.editor.addStep')}
      </Button>
      {/* Keyed by step so its ticks start from that step's links each time it opens. */}
      <LinkIngredientsDialog
        key={linking ?? 'closed'}
        open={linkingStep !== undefined}
        stepNumber={(linking ?? 0) + 1}
        stepText={linkingStep?.text ?? ''}
        ingredients={ingredients}
        linked={(linkingStep?.ingredientReferences ?? []).map((reference) => reference.referenceId ?? '').filter(Boolean)}
        onClose={() => setLinking(null)}
        onSave={(referenceIds) => {
          if (linking !== null) update(linking, { ingredientReferences: referenceIds.map((referenceId) => ({ referenceId })) });
          setLinking(null);
        }}
      />
    </Box>
  );
}
