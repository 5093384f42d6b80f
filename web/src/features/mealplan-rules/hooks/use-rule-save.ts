import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import type { MealplanRule } from '../../../api/mealplan-rules/get-mealplan-rules';
import { type SaveMealplanRuleInput, useSaveMealplanRule } from '../../../api/mealplan-rules/save-mealplan-rule';
import { dismissNotification } from '../../../lib/notifications/notifications-store';
import { ruleErrorMessage } from '../lib/rule-error-message';

/**
 * Saves a rule and keeps the failure beside the form: a 422 about the filter is shown there
 * rather than as a passing notification, so it stays while the filter is corrected.
 */
export function useRuleSave(onSaved: (rule: MealplanRule) => void) {
  const { t } = useTranslation();
  const save = useSaveMealplanRule();
  const [error, setError] = useState<string | null>(null);

  const submit = (input: SaveMealplanRuleInput) => {
    setError(null);
    save.mutate(input, {
      onSuccess: (rule) => onSaved(rule),
      onError: (failure) => {
        const message = ruleErrorMessage(failure, t('common.errors.generic'));
        if (message === null) return;
        if (isApiError(failure) && failure.notificationId !== null) dismissNotification(failure.notificationId);
        setError(message);
      },
    });
  };

  return { submit, error, pending: save.isPending, clearError: () => setError(null) };
}
