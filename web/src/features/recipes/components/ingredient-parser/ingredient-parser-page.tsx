import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateFoodOrUnit } from '../../../../api/foods/food-or-unit';
import type { Recipe } from '../../../../api/recipes/get-recipe';
import { type IngredientParserName, useParseIngredients } from '../../../../api/recipes/parse-ingredients';
import { type RecipeUpdateBody, useUpdateRecipe } from '../../../../api/recipes/update-recipe';
import { ButtonLink } from '../../../../components/ui/link/button-link';
import { PageLoader } from '../../../../components/ui/page-loader/page-loader';
import { useParserChoice } from '../../hooks/use-parser-choice';
import { toDraft } from '../../lib/draft';
import { removeItem, replaceItem } from '../../lib/list-moves';
import { assignCreated, type ParsedRow, parserInput, toParsedRows, withParsedIngredients } from '../../lib/parsed-rows';
import { ParsedIngredientPanel } from './parsed-ingredient-panel';

export interface IngredientParserPageProps {
  recipe: Recipe;
  /** Where Cancel and a successful save go; receives the saved slug. */
  recipeHref: (slug: string) => string;
  openaiEnabled: boolean;
}

/**
 * §3.4: parses every ingredient line of a recipe, lets the user review and fix each one (creating
 * missing foods and units), and saves them back as structured ingredients.
 */
export function IngredientParserPage({ recipe, recipeHref, openaiEnabled }: IngredientParserPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [parser, setParser] = useParserChoice(openaiEnabled);
  const [rows, setRows] = useState<ParsedRow[]>([]);
  const [bannerOpen, setBannerOpen] = useState(true);
  const parse = useParseIngredients({
    mutationConfig: {
      onSuccess: (parsed) => setRows(toParsedRows(parsed, recipe.recipeIngredient)),
      // The API client has already shown the server's message.
      onError: () => setRows([]),
    },
  });
  const create = useCreateFoodOrUnit({
    mutationConfig: {
      onSuccess: (created, { kind }) => setRows((current) => assignCreated(current, kind === 'units' ? 'unit' : 'food', created)),
    },
  });
  const save = useUpdateRecipe({ mutationConfig: { onSuccess: (saved) => navigate(recipeHref(saved.slug)) } });

  const { mutate: runParse } = parse;
  const parseAll = useCallback(
    (choice: IngredientParserName) => runParse({ parser: choice, ingredients: recipe.recipeIngredient.map(parserInput) }),
    [runParse, recipe.recipeIngredient],
  );
  // Parse once on arrival; afterwards only when asked.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    parseAll(parser);
  }, [parseAll, parser]);

  const saveAll = () => {
    const body = withParsedIngredients(toDraft(recipe), rows) as unknown as RecipeUpdateBody;
    save.mutate({ slug: recipe.slug, recipe: body });
  };

  return (
    <Stack spacing={2}>
      {bannerOpen && (
        <Alert severity="warning" onClose={() => setBannerOpen(false)} slotProps={{ closeButton: { title: t('common.actions.close') } }}>
          {t('recipe.parser.experimental')}
        </Alert>
      )}
      <Typography color="text.secondary">{t('recipe.parser.explanation')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" id="parser-choice-label">
          {t('recipe.parser.parser')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={parser}
          aria-labelledby="parser-choice-label"
          onChange={(_, next: IngredientParserName | null) => {
            if (next) setParser(next);
          }}
        >
          <ToggleButton value="nlp">{t('recipe.parser.parsers.nlp')}</ToggleButton>
          <ToggleButton value="brute">{t('recipe.parser.parsers.brute')}</ToggleButton>
          {openaiEnabled && <ToggleButton value="openai">{t('recipe.parser.parsers.openai')}</ToggleButton>}
        </ToggleButtonGroup>
      </Box>

      {parse.isPending ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('recipe.parser.noLines')}</Typography>
      ) : (
        <Box role="list" aria-label={t('recipe.parser.linesLabel')} sx={{ display: 'grid', gap: 1 }}>
          {rows.map((row, index) => (
            <Box role="listitem" key={row.ingredient.referenceId}>
              <ParsedIngredientPanel
                row={row}
                number={index + 1}
                onChange={(next) => setRows((current) => replaceItem(current, index, next))}
                onRemove={() => setRows((current) => removeItem(current, index))}
                onCreate={(kind, name) => create.mutate({ kind, name })}
                creating={create.isPending}
              />
            </Box>
          ))}
        </Box>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <ButtonLink to={recipeHref(recipe.slug)} color="inherit">
          {t('common.actions.cancel')}
        </ButtonLink>
        <Button variant="outlined" onClick={() => parseAll(parser)} disabled={parse.isPending}>
          {t('recipe.parser.parseAll')}
        </Button>
        <Button variant="contained" onClick={saveAll} disabled={parse.isPending || save.isPending || rows.length === 0}>
          {t('recipe.parser.saveAll')}
        </Button>
      </Box>
    </Stack>
  );
}
