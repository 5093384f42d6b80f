import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { parseQueryFilter } from '../../../lib/query-filter/query-filter-builder';
import { fieldLabelKeys, operatorLabelKeys } from './query-filter-editor';

export interface QueryFilterSummaryProps {
  value: string;
  /** What an empty filter means where it is shown ("any recipe"). */
  emptyLabel: string;
}

/**
 * A saved filter in words: one line per picked organizer with its names as chips, or the filter
 * text itself when it holds more than the pickers make.
 */
export function QueryFilterSummary({ value, emptyLabel }: QueryFilterSummaryProps) {
  const { t } = useTranslation();
  const rules = parseQueryFilter(value);
  if (rules?.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyLabel}
      </Typography>
    );
  }
  if (!rules) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
        {value}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {rules.map((rule) => (
        <Box component="li" key={rule.field} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
          <Typography variant="body2" component="span">
            {t('common.queryFilter.summaryRule', {
              field: t(fieldLabelKeys[rule.field]),
              operator: t(operatorLabelKeys[rule.operator]),
            })}
          </Typography>
          {rule.values.map((name) => (
            <Chip key={name} size="small" label={name} sx={{ maxWidth: '100%' }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
