import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type CreateRecipeFormInput, createRecipeFormSchema, useCreateRecipe } from '../../../api/recipes/create-recipe';
import { Form } from '../../../components/ui/form/form';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { paths } from '../../../config/paths';

/** A name, then the new recipe opens in edit mode (screens.md §3.5, `new`). */
export function CreateRecipeForm({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateRecipe();
  return (
    <Form
      schema={createRecipeFormSchema}
      defaultValues={{ name: '' }}
      aria-label={t('recipe.create.title')}
      onSubmit={async (values) => {
        const slug = await create.mutateAsync(values);
        navigate(paths.group.recipeEdit.getHref(groupSlug, slug));
      }}
    >
      {() => (
        <>
          <FormTextField<CreateRecipeFormInput> name="name" label={t('recipe.fields.name')} autoFocus required />
          <SubmitButton sx={{ mt: 2 }}>{t('recipe.create.submit')}</SubmitButton>
        </>
      )}
    </Form>
  );
}
