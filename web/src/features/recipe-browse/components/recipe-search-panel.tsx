import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../../../api/organizers/filter-options';
import { SearchField } from '../../../components/ui/search-field/search-field';
import { useGroupSource } from '../../../lib/group-source/group-source';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { type BrowseFilters, countActiveFilters, isDefaultFilters, ORGANIZER_FILTERS, type OrganizerFilter } from '../lib/browse-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterPopoverButton } from './filter-popover-button';

// screens.md §9: home search debounce.
export const SEARCH_DEBOUNCE_MS = 500;

export interface RecipeSearchPanelProps {
  filters: BrowseFilters;
  onChange: (filters: BrowseFilters) => void;
  onReset: () => void;
}

const filterLabelKeys = {
  categories: 'browse.filters.categories',
  tags: 'browse.filters.tags',
  tools: 'browse.filters.tools',
  foods: 'browse.filters.foods',
} as const satisfies Record<OrganizerFilter, string>;

/** Search box, filter buttons and reset of the home explorer (screens.md §3.1). */
export function RecipeSearchPanel({ filters, onChange, onReset }: RecipeSearchPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const source = useGroupSource();
  const households = useFilterOptions('households', { source });

  // The URL can change underneath (back button, a tag link): follow it.
  useEffect(() => setText(filters.search), [filters.search]);
  // Only a settled change of the text searches; filters and onChange are read at that moment.
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    const current = latest.current;
    if (debounced.trim() !== current.filters.search.trim()) current.onChange({ ...current.filters, search: debounced });
  }, [debounced]);

  return (
    <Box role="search" aria-label={t('browse.search.region')} sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      <SearchField
        label={t('browse.search.label')}
        value={text}
        onChange={setText}
        onKeyDown={(event) => {
          // Enter hides the phone keyboard; the search already runs as you type.
          if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {ORGANIZER_FILTERS.map((kind) => (
          <FilterPopoverButton
            key={kind}
            kind={kind}
            label={t(filterLabelKeys[kind])}
            selected={filters[kind]}
            onChange={(selected) => onChange({ ...filters, [kind]: selected })}
            requireAll={filters.requireAll[kind]}
            onRequireAllChange={(value) => onChange({ ...filters, requireAll: { ...filters.requireAll, [kind]: value } })}
          />
        ))}
        {(households.data?.length ?? 0) > 1 || filters.households.length > 0 ? (
          <FilterPopoverButton
            kind="households"
            label={t('browse.filters.households')}
            selected={filters.households}
            onChange={(selected) => onChange({ ...filters, households: selected })}
          />
        ) : null}
        <Button size="small" disabled={isDefaultFilters(filters) && text === ''} onClick={onReset}>
          {t('browse.filters.reset')}
        </Button>
      </Box>
      {countActiveFilters(filters) > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label={t('browse.filters.active')} role="group">
          {ORGANIZER_FILTERS.map((kind) => (
            <ActiveFilterChips
              key={kind}
              kind={kind}
              label={t(filterLabelKeys[kind])}
              selected={filters[kind]}
              onChange={(selected) => onChange({ ...filters, [kind]: selected })}
            />
          ))}
          <ActiveFilterChips
            kind="households"
            label={t('browse.filters.households')}
            selected={filters.households}
            onChange={(selected) => onChange({ ...filters, households: selected })}
          />
        </Box>
      ) : null}
    </Box>
  );
}
