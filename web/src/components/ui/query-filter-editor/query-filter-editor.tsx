import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  buildQueryFilter,
  FILTER_FIELDS,
  FILTER_OPERATORS,
  type FilterField,
  type FilterOperator,
  type FilterRule,
  parseQueryFilter,
} from '../../../lib/query-filter/query-filter-builder';

export type OrganizerNames = Record<FilterField, readonly string[]>;

export interface QueryFilterEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Names offered by each picker. */
  options: OrganizerNames;
  /** Under the text field: what the filter chooses, with an example. */
  helpText: string;
}

export const fieldLabelKeys = {
  categories: 'common.queryFilter.categories',
  tags: 'common.queryFilter.tags',
  tools: 'common.queryFilter.tools',
} as const satisfies Record<FilterField, string>;

export const operatorLabelKeys = {
  IN: 'common.queryFilter.operators.in',
  'NOT IN': 'common.queryFilter.operators.notIn',
  'CONTAINS ALL': 'common.queryFilter.operators.containsAll',
} as const satisfies Record<FilterOperator, string>;

/**
 * A recipe filter (cookbooks, meal-plan rules): one picker row per organizer writes the `queryFilterString`, and the
 * string itself stays editable for anything the pickers cannot express (api.md §2).
 */
export function QueryFilterEditor({ value, onChange, options, helpText }: QueryFilterEditorProps) {
  const { t } = useTranslation();
  const rules = parseQueryFilter(value);

  const setRule = (field: FilterField, rule: Omit<FilterRule, 'field'>) => {
    if (!rules) return;
    const others = rules.filter((existing) => existing.field !== field);
    const next = [...others, { field, ...rule }].sort((a, b) => FILTER_FIELDS.indexOf(a.field) - FILTER_FIELDS.indexOf(b.field));
    onChange(buildQueryFilter(next));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {FILTER_FIELDS.map((field) => {
        const rule = rules?.find((existing) => existing.field === field);
        const operator = rule?.operator ?? 'IN';
        const label = t(fieldLabelKeys[field]);
        return (
          <Box key={field} sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <TextField
              select
              size="small"
              label={t('common.queryFilter.operatorFor', { field: label })}
              value={operator}
              disabled={!rules}
              onChange={(event) => setRule(field, { operator: event.target.value as FilterOperator, values: rule?.values ?? [] })}
              sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}
            >
              {FILTER_OPERATORS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(operatorLabelKeys[option])}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              multiple
              size="small"
              fullWidth
              disabled={!rules}
              options={options[field] as string[]}
              value={rule?.values ?? []}
              filterSelectedOptions
              onChange={(_event, values) => setRule(field, { operator, values })}
              renderInput={(params) => <TextField {...params} label={label} />}
            />
          </Box>
        );
      })}
      {!rules ? <Alert severity="info">{t('common.queryFilter.textOnly')}</Alert> : null}
      <TextField
        label={t('common.queryFilter.text')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={2}
        helperText={helpText}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </Box>
  );
}
