import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleDay, RuleEntryType } from '../../../api/mealplan-rules/get-mealplan-rules';
import type { MealplanRuleInput } from '../../../api/mealplan-rules/save-mealplan-rule';
import { type OrganizerNames, QueryFilterEditor } from '../../../components/ui/query-filter-editor/query-filter-editor';
import { isCompleteQueryFilter } from '../../../lib/query-filter/query-filter-builder';
import { dayLabel, ENTRY_TYPES, entryTypeLabel, ruleSentence } from '../lib/rule-words';
import { orderedWeekdays } from '../lib/weekdays';

export interface RuleFormProps {
  /** The form's accessible name ("New rule", "Edit rule Monday · Dinner"). */
  label: string;
  initial?: MealplanRuleInput;
  firstDayOfWeek: number | undefined;
  organizerNames: OrganizerNames;
  submitLabel: string;
  pending: boolean;
  /** The server's answer to the last attempt (a 422's words), shown beside the form. */
  error: string | null;
  onSubmit: (values: MealplanRuleInput) => void;
  onCancel?: () => void;
  /** The level of the "Which recipes" heading, one below the card's title. */
  headingLevel: 3 | 4;
}

const EMPTY: MealplanRuleInput = { day: 'unset', entryType: 'unset', queryFilterString: '' };

/** Day, meal type and recipe filter of a meal-plan rule, with the sentence saying where it applies (screens.md §5.2). */
export function RuleForm({
  label,
  initial = EMPTY,
  firstDayOfWeek,
  organizerNames,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  headingLevel,
}: RuleFormProps) {
  const { t } = useTranslation();
  const sentenceId = useId();
  const [values, setValues] = useState<MealplanRuleInput>(initial);
  const complete = isCompleteQueryFilter(values.queryFilterString);

  return (
    <Box
      component="form"
      aria-label={label}
      aria-describedby={sentenceId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit({ ...values, queryFilterString: values.queryFilterString.trim() });
      }}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t('mealPlanSettings.form.day')}
          value={values.day}
          onChange={(event) => setValues({ ...values, day: event.target.value as RuleDay })}
        >
          {(['unset', ...orderedWeekdays(firstDayOfWeek)] as const).map((day) => (
            <MenuItem key={day} value={day}>
              {dayLabel(t, day)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('mealPlanSettings.form.entryType')}
          value={values.entryType}
          onChange={(event) => setValues({ ...values, entryType: event.target.value as RuleEntryType })}
        >
          {(['unset', ...ENTRY_TYPES] as const).map((entryType) => (
            <MenuItem key={entryType} value={entryType}>
              {entryTypeLabel(t, entryType)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography id={sentenceId} color="text.secondary" aria-live="polite">
        {ruleSentence(t, values)}
      </Typography>
      <Typography component={`h${headingLevel}`} variant="subtitle1">
        {t('mealPlanSettings.form.filterTitle')}
      </Typography>
      <QueryFilterEditor
        value={values.queryFilterString}
        onChange={(queryFilterString) => setValues({ ...values, queryFilterString })}
        options={organizerNames}
        helpText={t('mealPlanSettings.form.filterHelp')}
      />
      {!complete ? <Alert severity="warning">{t('mealPlanSettings.form.filterInvalid')}</Alert> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        {onCancel ? <Button onClick={onCancel}>{t('common.actions.cancel')}</Button> : null}
        <Button type="submit" variant="contained" disabled={!complete || pending}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
