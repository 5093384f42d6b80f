import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterOption, useFilterOptions } from '../../../api/organizers/filter-options';
import { useFinderCandidates } from '../../../api/recipes/get-finder-candidates';
import { paths } from '../../../config/paths';
import { useGroupSource } from '../../../lib/group-source/group-source';
import { useFinderSelection } from '../hooks/use-finder-selection';
import { useWindowRows } from '../hooks/use-window-rows';
import { rankRecipes } from '../lib/finder-ranking';
import { RecipeListItem } from './recipe-list-item';

const MAX_MISSING_CHOICES = [0, 1, 2, 3, 5] as const;

/** Row gap of the results, in theme spacing units. */
const GAP = 1.5;
/** Height in px of a result until it is measured: a list entry with its line of missing foods. */
const ESTIMATED_RESULT_HEIGHT = 110;

interface PickerProps {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

function Picker({ label, options, selected, onChange }: PickerProps) {
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const value = selected.flatMap((id) => byId.get(id) ?? []);
  return (
    <Autocomplete
      multiple
      options={options as FilterOption[]}
      value={value}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterSelectedOptions
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** "What can I cook": recipes ranked by how few foods and tools are missing (screens.md §3.11). */
export function RecipeFinder({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const source = useGroupSource();
  const foods = useFilterOptions('foods', { source });
  const tools = useFilterOptions('tools', { source });
  const { selection, setSelection, addOnHand } = useFinderSelection(foods.data, tools.data);
  const candidates = useFinderCandidates(selection.foods);
  const [maxMissing, setMaxMissing] = useState<number | 'any'>('any');
  const matches = useMemo(
    () =>
      rankRecipes(candidates.data ?? [], new Set(selection.foods), new Set(selection.tools), {
        maxMissingFoods: maxMissing === 'any' ? undefined : maxMissing,
      }),
    [candidates.data, selection, maxMissing],
  );
  const list = useRef<HTMLOListElement | null>(null);
  // Only the results near the screen are in the page: a common food can match most of a library.
  const { rows, measureRow, paddingTop, paddingBottom } = useWindowRows({
    list,
    listKey: `finder:${groupSlug}:${selection.foods.join(',')}:${selection.tools.join(',')}:${maxMissing}`,
    count: matches.length,
    estimateSize: ESTIMATED_RESULT_HEIGHT,
    gap: GAP,
    getRowKey: useCallback((row: number) => matches[row]?.recipe.id ?? row, [matches]),
  });

  return (
    <>
      <Box role="search" aria-label={t('browse.finder.region')} sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <Picker
          label={t('browse.finder.foods')}
          options={foods.data ?? []}
          selected={selection.foods}
          onChange={(ids) => setSelection({ ...selection, foods: ids })}
        />
        <Picker
          label={t('browse.finder.tools')}
          options={tools.data ?? []}
          selected={selection.tools}
          onChange={(ids) => setSelection({ ...selection, tools: ids })}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('browse.finder.maxMissing')}
            value={maxMissing}
            onChange={(event) => setMaxMissing(event.target.value === 'any' ? 'any' : Number(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="any">{t('browse.finder.anyMissing')}</MenuItem>
            {MAX_MISSING_CHOICES.map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={addOnHand}>
            {t('browse.finder.addOnHand')}
          </Button>
          <Button onClick={() => setSelection({ foods: [], tools: [] })}>{t('browse.finder.clear')}</Button>
        </Box>
      </Box>
      {selection.foods.length === 0 ? <Alert severity="info">{t('browse.finder.pickFoods')}</Alert> : null}
      {candidates.isFetching ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <CircularProgress size={24} aria-label={t('common.loading')} />
          {candidates.progress.total > 0 ? (
            <Typography color="text.secondary" role="status">
              {t('browse.finder.progress', { done: candidates.progress.done, total: candidates.progress.total })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {candidates.isError ? <Alert severity="error">{t('browse.finder.error')}</Alert> : null}
      {candidates.isSuccess && !candidates.isFetching && matches.length === 0 ? (
        <Alert severity="info">{t('browse.finder.noMatches')}</Alert>
      ) : null}
      <Box
        component="ol"
        ref={list}
        aria-label={t('browse.finder.results')}
        sx={{ listStyle: 'none', px: 0, m: 0, display: 'grid', gap: GAP, gridTemplateColumns: 'minmax(0, 1fr)' }}
        style={{ paddingTop, paddingBottom }}
      >
        {rows.flatMap(({ index }) => {
          const match = matches[index];
          if (!match) return [];
          const missing = [...match.missingFoods, ...match.missingTools];
          return (
            <li key={match.recipe.id} data-index={index} ref={measureRow} aria-posinset={index + 1} aria-setsize={matches.length}>
              <RecipeListItem recipe={match.recipe.summary} href={paths.group.recipe.getHref(groupSlug, match.recipe.slug)}>
                {missing.length === 0 ? (
                  <Typography variant="body2" color="success.main" sx={{ mt: 0.5 }}>
                    {t('browse.finder.haveEverything')}
                  </Typography>
                ) : (
                  <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                      {t('browse.finder.missing', { count: missing.length })}
                    </Typography>
                    {missing.map((item) => (
                      <Chip key={item.id} size="small" variant="outlined" label={item.name} />
                    ))}
                  </Box>
                )}
              </RecipeListItem>
            </li>
          );
        })}
      </Box>
    </>
  );
}
