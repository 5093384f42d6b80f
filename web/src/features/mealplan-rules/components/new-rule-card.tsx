import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizerNames } from '../../../components/ui/query-filter-editor/query-filter-editor';
import { notify } from '../../../lib/notifications/notifications-store';
import { useRuleSave } from '../hooks/use-rule-save';
import { RuleForm } from './rule-form';

export interface NewRuleCardProps {
  firstDayOfWeek: number | undefined;
  organizerNames: OrganizerNames;
}

/** The "New rule" card: an empty form that creates a rule and starts over. */
export function NewRuleCard({ firstDayOfWeek, organizerNames }: NewRuleCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // A new key after each rule gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const { submit, error, pending } = useRuleSave(() => {
    notify.success(t('mealPlanSettings.newRule.created'));
    setFormKey((key) => key + 1);
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('mealPlanSettings.newRule.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('mealPlanSettings.newRule.description')}
        </Typography>
        <RuleForm
          headingLevel={3}
          key={formKey}
          label={t('mealPlanSettings.newRule.title')}
          firstDayOfWeek={firstDayOfWeek}
          organizerNames={organizerNames}
          submitLabel={t('mealPlanSettings.form.create')}
          pending={pending}
          error={error}
          onSubmit={(data) => submit({ data })}
        />
      </CardContent>
    </Card>
  );
}
