import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { getDetailField, getDetailMessage, isApiError } from '../../../api/api-error';
import { type UrlImportInput, urlImportSchema, useImportRecipeFromUrl } from '../../../api/recipes/import-recipe';
import { Form } from '../../../components/ui/form/form';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { paths } from '../../../config/paths';
import { dismissNotification } from '../../../lib/notifications/notifications-store';
import { AutoSubmit } from './auto-submit';
import { ImportFailedPanel } from './import-failed-panel';

// The switches are mirrored in the query string, so a bookmarklet or a reload keeps them.
const QUERY_FLAGS = { includeTags: 'use_keywords', stayInEditMode: 'edit', parseIngredients: 'parse' } as const;

/** screens.md §3.5 `url`: an address, three switches, then the saved recipe opens. */
export function UrlImportForm({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [failure, setFailure] = useState<{ message: string; refused?: { allowedBy?: string } } | null>(null);
  const importRecipe = useImportRecipeFromUrl();
  const shared = params.get('recipe_import_url') ?? '';

  const setFlag = (name: keyof typeof QUERY_FLAGS, on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(QUERY_FLAGS[name], '1');
        else next.delete(QUERY_FLAGS[name]);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Form
        schema={urlImportSchema}
        aria-label={t('recipeImport.methods.url.title')}
        defaultValues={{
          url: shared,
          includeTags: params.get(QUERY_FLAGS.includeTags) === '1',
          stayInEditMode: params.get(QUERY_FLAGS.stayInEditMode) === '1',
          parseIngredients: params.get(QUERY_FLAGS.parseIngredients) === '1',
        }}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const slug = await importRecipe.mutateAsync(values);
            const href = values.stayInEditMode
              ? paths.group.recipeEdit.getHref(groupSlug, slug)
              : paths.group.recipe.getHref(groupSlug, slug);
            navigate(href, { replace: Boolean(shared) });
          } catch (error) {
            if (isApiError(error, 400)) {
              // The panel says it, with the ways forward: the notification would only repeat it.
              if (error.notificationId !== null) dismissNotification(error.notificationId);
              const refused = getDetailField(error.body, 'exception') === 'blocked-address';
              setFailure({
                message: getDetailMessage(error.body) ?? error.message,
                refused: refused ? { allowedBy: getDetailField(error.body, 'allowedBy') } : undefined,
              });
            }
            throw error;
          }
        }}
      >
        {() => (
          <>
            <FormTextField<UrlImportInput>
              name="url"
              type="url"
              label={t('recipeImport.url.field')}
              placeholder="https://"
              helperText={t('recipeImport.url.fieldHelp')}
              autoFocus={!shared}
              required
            />
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              <FormCheckbox<UrlImportInput>
                name="includeTags"
                variant="switch"
                label={t('recipeImport.options.includeTags')}
                description={t('recipeImport.options.includeTagsHelp')}
                onChange={(on) => setFlag('includeTags', on)}
              />
              <FormCheckbox<UrlImportInput>
                name="stayInEditMode"
                variant="switch"
                label={t('recipeImport.options.stayInEditMode')}
                onChange={(on) => setFlag('stayInEditMode', on)}
              />
              <FormCheckbox<UrlImportInput>
                name="parseIngredients"
                variant="switch"
                label={t('recipeImport.options.parseIngredients')}
                description={t('recipeImport.options.parseIngredientsHelp')}
                onChange={(on) => setFlag('parseIngredients', on)}
              />
            </Box>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
              <SubmitButton>{t('recipeImport.url.submit')}</SubmitButton>
              <Link component={RouterLink} to={paths.group.createRecipesBulk.getHref(groupSlug)}>
                {t('recipeImport.url.toBulk')}
              </Link>
              <Link component={RouterLink} to={paths.group.createRecipeFromHtml.getHref(groupSlug)}>
                {t('recipeImport.url.toHtml')}
              </Link>
            </Box>
            <AutoSubmit when={shared.includes('https')} />
          </>
        )}
      </Form>
      {failure && <ImportFailedPanel groupSlug={groupSlug} message={failure.message} refused={failure.refused} />}
    </>
  );
}
