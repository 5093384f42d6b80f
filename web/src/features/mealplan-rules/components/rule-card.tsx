import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMealplanRule } from '../../../api/mealplan-rules/delete-mealplan-rule';
import type { MealplanRule } from '../../../api/mealplan-rules/get-mealplan-rules';
import type { OrganizerNames } from '../../../components/ui/query-filter-editor/query-filter-editor';
import { QueryFilterSummary } from '../../../components/ui/query-filter-editor/query-filter-summary';
import { notify } from '../../../lib/notifications/notifications-store';
import { useRuleSave } from '../hooks/use-rule-save';
import { ruleSentence, ruleTitle } from '../lib/rule-words';
import { RuleForm } from './rule-form';

export interface RuleCardProps {
  rule: MealplanRule;
  firstDayOfWeek: number | undefined;
  organizerNames: OrganizerNames;
}

/** One saved rule: its day and meal type, its filter in words; Edit opens the form in place, Delete acts at once (as Mealie). */
export function RuleCard({ rule, firstDayOfWeek, organizerNames }: RuleCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const title = ruleTitle(t, rule);
  const deleteRule = useDeleteMealplanRule({ mutationConfig: { onSuccess: () => notify.success(t('mealPlanSettings.rules.deleted')) } });
  const { submit, error, pending, clearError } = useRuleSave(() => {
    notify.success(t('mealPlanSettings.rules.updated'));
    setEditing(false);
  });

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0 }}>
            {title}
          </Typography>
          {!editing ? (
            <IconButton aria-label={t('mealPlanSettings.rules.edit', { title })} onClick={() => setEditing(true)}>
              <EditIcon />
            </IconButton>
          ) : null}
          <IconButton
            aria-label={t('mealPlanSettings.rules.delete', { title })}
            disabled={deleteRule.isPending}
            onClick={() => deleteRule.mutate(rule.id)}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
        {editing ? (
          <RuleForm
            headingLevel={4}
            label={t('mealPlanSettings.rules.edit', { title })}
            initial={{ day: rule.day, entryType: rule.entryType, queryFilterString: rule.queryFilterString }}
            firstDayOfWeek={firstDayOfWeek}
            organizerNames={organizerNames}
            submitLabel={t('common.actions.update')}
            pending={pending}
            error={error}
            onSubmit={(data) => submit({ id: rule.id, data })}
            onCancel={() => {
              clearError();
              setEditing(false);
            }}
          />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {ruleSentence(t, rule)}
            </Typography>
            <QueryFilterSummary value={rule.queryFilterString} emptyLabel={t('mealPlanSettings.rules.anyRecipe')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
