import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getDetailMessage, isApiError } from '../../../api/api-error';
import { type DataImportInput, dataImportSchema, useImportRecipeFromData } from '../../../api/recipes/import-recipe';
import { Form } from '../../../components/ui/form/form';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { paths } from '../../../config/paths';
import { dismissNotification } from '../../../lib/notifications/notifications-store';
import { FormatJsonButton } from './format-json-button';
import { ImportFailedPanel } from './import-failed-panel';

/** screens.md §3.5 `html`: a page's HTML or a schema.org Recipe as JSON, pasted. */
export function HtmlImportForm({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const importRecipe = useImportRecipeFromData();
  return (
    <>
      <Form
        schema={dataImportSchema}
        aria-label={t('recipeImport.methods.html.title')}
        defaultValues={{ data: '', url: '', includeTags: false, stayInEditMode: false, parseIngredients: false }}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const slug = await importRecipe.mutateAsync(values);
            navigate(values.stayInEditMode ? paths.group.recipeEdit.getHref(groupSlug, slug) : paths.group.recipe.getHref(groupSlug, slug));
          } catch (error) {
            if (isApiError(error, 400)) {
              // The panel says it, with the ways forward: the notification would only repeat it.
              if (error.notificationId !== null) dismissNotification(error.notificationId);
              setFailure(getDetailMessage(error.body) ?? error.message);
            }
            throw error;
          }
        }}
      >
        {(form) => (
          <>
            <FormTextField<DataImportInput>
              name="data"
              label={t('recipeImport.html.field')}
              helperText={t('recipeImport.html.fieldHelp')}
              multiline
              minRows={8}
              maxRows={20}
              required
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <FormTextField<DataImportInput>
              name="url"
              type="url"
              label={t('recipeImport.html.url')}
              helperText={t('recipeImport.html.urlHelp')}
            />
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              <FormCheckbox<DataImportInput> name="includeTags" variant="switch" label={t('recipeImport.options.includeTags')} />
              <FormCheckbox<DataImportInput> name="stayInEditMode" variant="switch" label={t('recipeImport.options.stayInEditMode')} />
              <FormCheckbox<DataImportInput> name="parseIngredients" variant="switch" label={t('recipeImport.options.parseIngredients')} />
            </Box>
            <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
              <SubmitButton>{t('recipeImport.html.submit')}</SubmitButton>
              <FormatJsonButton
                value={form.watch('data')}
                onFormat={(text) => form.setValue('data', text, { shouldDirty: true })}
                label={t('recipeImport.html.formatJson')}
              />
            </Box>
          </>
        )}
      </Form>
      {failure && <ImportFailedPanel groupSlug={groupSlug} message={failure} />}
    </>
  );
}
