import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestScrapeUrl } from '../../../api/recipes/test-scrape-url';
import { ScrapedRecipePreview } from './scraped-recipe-preview';

/** screens.md §3.5 `debug`: what the scraper reads at an address, as a recipe and as raw JSON. */
export function ScrapeDebugger({ openAi }: { openAi: boolean }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [useOpenAI, setUseOpenAI] = useState(false);
  const [view, setView] = useState<'recipe' | 'json'>('recipe');
  const scrape = useTestScrapeUrl();
  return (
    <>
      <Box
        component="form"
        aria-label={t('recipeImport.methods.debug.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (url.trim()) scrape.mutate({ url: url.trim(), useOpenAI });
        }}
      >
        <TextField
          fullWidth
          margin="normal"
          type="url"
          label={t('recipeImport.url.field')}
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          required
        />
        {openAi && (
          <FormControlLabel
            control={<Checkbox checked={useOpenAI} onChange={(event) => setUseOpenAI(event.target.checked)} />}
            label={t('recipeImport.debug.useOpenAi')}
          />
        )}
        <Box sx={{ mt: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!url.trim() || scrape.isPending}
            startIcon={scrape.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('recipeImport.debug.submit')}
          </Button>
        </Box>
      </Box>
      {scrape.data && (
        <Paper variant="outlined" sx={{ mt: 3 }}>
          <Tabs value={view} onChange={(_, next) => setView(next)} aria-label={t('recipeImport.debug.views')}>
            <Tab value="recipe" label={t('recipeImport.debug.normalised')} />
            <Tab value="json" label={t('recipeImport.debug.raw')} />
          </Tabs>
          <Box sx={{ p: 2 }}>
            {view === 'recipe' ? (
              <ScrapedRecipePreview recipe={scrape.data} />
            ) : (
              <Box
                component="pre"
                data-testid="scrape-json"
                sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 600, overflow: 'auto' }}
              >
                {JSON.stringify(scrape.data, null, 2)}
              </Box>
            )}
          </Box>
        </Paper>
      )}
    </>
  );
}
