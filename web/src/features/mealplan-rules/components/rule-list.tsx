import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMealplanRules } from '../../../api/mealplan-rules/get-mealplan-rules';
import type { OrganizerNames } from '../../../components/ui/query-filter-editor/query-filter-editor';
import { RuleCard } from './rule-card';

export interface RuleListProps {
  firstDayOfWeek: number | undefined;
  organizerNames: OrganizerNames;
}

/** The household's rules, a card each, oldest first. */
export function RuleList({ firstDayOfWeek, organizerNames }: RuleListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const rules = useMealplanRules();
  const items = rules.data ?? [];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('mealPlanSettings.rules.list')}
      </Typography>
      {rules.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
      {rules.isError ? <Alert severity="error">{t('mealPlanSettings.rules.error')}</Alert> : null}
      {rules.isSuccess && items.length === 0 ? <Alert severity="info">{t('mealPlanSettings.rules.empty')}</Alert> : null}
      {items.map((rule) => (
        <RuleCard key={rule.id} rule={rule} firstDayOfWeek={firstDayOfWeek} organizerNames={organizerNames} />
      ))}
    </Box>
  );
}
