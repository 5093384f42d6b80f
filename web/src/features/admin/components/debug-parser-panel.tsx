import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DebugParsedIngredient, type DebugParserName, useDebugParseIngredient } from '../../../api/parser/debug-parse-ingredient';
import { ConfidenceChip } from '../../../components/ui/confidence-chip/confidence-chip';

/** Lines that show the parser's range: fractions, sizes, notes, other languages. */
export const SAMPLE_LINES = [
  '2 ½ cups all-purpose flour, sifted',
  '1 (14 oz) can diced tomatoes, drained',
  '3-4 cloves garlic, finely chopped',
  'salt and pepper to taste',
  '2 EL Olivenöl',
  '200 g de farine',
];

function FieldCard({
  label,
  value,
  confidence,
  showConfidence,
}: {
  label: string;
  value: string;
  confidence: number | null;
  showConfidence: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} role="group" aria-label={label}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="overline" component="h3" sx={{ flex: 1, lineHeight: 1.5 }}>
          {label}
        </Typography>
        {showConfidence && confidence !== null && <ConfidenceChip value={confidence} />}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Paper>
  );
}

/** §8.8: one line through any parser, with its fields, confidence and the raw answer. */
export function DebugParserPanel({ openaiEnabled }: { openaiEnabled: boolean }) {
  const { t } = useTranslation();
  const [parser, setParser] = useState<DebugParserName>('nlp');
  const [line, setLine] = useState('');
  const [showConfidence, setShowConfidence] = useState(false);
  const [result, setResult] = useState<DebugParsedIngredient | null>(null);
  const parse = useDebugParseIngredient({ mutationConfig: { onSuccess: setResult, onError: () => setResult(null) } });

  const run = (text: string, choice: DebugParserName) => {
    if (text.trim()) parse.mutate({ parser: choice, ingredient: text });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(line, parser);
  };
  const ingredient = result?.ingredient;
  const confidence = result?.confidence;
  const named = (item: { id: string | null; name: string } | null | undefined) =>
    item ? (item.id ? item.name : t('admin.debugParser.notInGroup', { name: item.name })) : '';

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={parser}
          aria-label={t('recipe.parser.parser')}
          onChange={(_, next: DebugParserName | null) => {
            if (!next) return;
            setParser(next);
            run(line, next);
          }}
        >
          <ToggleButton value="nlp">{t('recipe.parser.parsers.nlp')}</ToggleButton>
          <ToggleButton value="brute">{t('recipe.parser.parsers.brute')}</ToggleButton>
          <ToggleButton value="openai" disabled={!openaiEnabled}>
            {t('recipe.parser.parsers.openai')}
          </ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Checkbox checked={showConfidence} onChange={(event) => setShowConfidence(event.target.checked)} />}
          label={t('admin.debugParser.showConfidence')}
        />
      </Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          fullWidth
          size="small"
          label={t('admin.debugParser.ingredient')}
          value={line}
          onChange={(event) => setLine(event.target.value)}
        />
        <Button type="submit" variant="contained" disabled={parse.isPending || !line.trim()} sx={{ flexShrink: 0 }}>
          {t('admin.debugParser.parse')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('admin.debugParser.samples')}>
        {SAMPLE_LINES.map((sample) => (
          <Chip
            key={sample}
            label={sample}
            variant="outlined"
            onClick={() => {
              setLine(sample);
              run(sample, parser);
            }}
          />
        ))}
      </Box>

      {ingredient && confidence && (
        <Stack spacing={2} aria-live="polite">
          {confidence.average !== null && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography>{t('admin.debugParser.average')}</Typography>
              <ConfidenceChip value={confidence.average} />
            </Box>
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}>
            <FieldCard
              label={t('recipe.editor.quantity')}
              value={String(ingredient.quantity ?? '')}
              confidence={confidence.quantity}
              showConfidence={showConfidence}
            />
            <FieldCard
              label={t('recipe.editor.unit')}
              value={named(ingredient.unit)}
              confidence={confidence.unit}
              showConfidence={showConfidence}
            />
            <FieldCard
              label={t('recipe.editor.food')}
              value={named(ingredient.food)}
              confidence={confidence.food}
              showConfidence={showConfidence}
            />
            <FieldCard
              label={t('recipe.editor.note')}
              value={ingredient.note ?? ''}
              confidence={confidence.comment}
              showConfidence={showConfidence}
            />
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
              {t('admin.debugParser.raw')}
            </Typography>
            <Box
              component="pre"
              data-testid="parser-raw-result"
              sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', fontSize: 13, maxHeight: 400 }}
            >
              {JSON.stringify(result, null, 2)}
            </Box>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
