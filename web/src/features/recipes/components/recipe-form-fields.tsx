import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Recipe, RecipeAsset } from '../../../api/recipes/get-recipe';
import { recipeImageUrl } from '../../../api/recipes/recipe-image-url';
import { paths } from '../../../config/paths';
import type { RecipeDraft } from '../lib/draft';
import type { NutritionValues } from '../lib/nutrition';
import { AssetEditor } from './asset-editor';
import { ImageUploadButton } from './image-upload-button';
import { IngredientEditor } from './ingredient-editor';
import { NotesEditor } from './notes-editor';
import { NutritionFields } from './nutrition-fields';
import { OrganizerPicker } from './organizer-picker';
import { RecipeSettingsFields } from './recipe-settings-fields';
import { StepEditor } from './step-editor';

export interface RecipeFormFieldsProps {
  /** The recipe as saved: its id, slug and image are what uploads use. */
  recipe: Recipe;
  draft: RecipeDraft;
  canLock: boolean;
  onChange: <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => void;
  onAssetUploaded: (asset: RecipeAsset) => void;
}

function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The recipe editor's form mode: every field, section by section. */
export function RecipeFormFields({ recipe, draft, canLock, onChange, onAssetUploaded }: RecipeFormFieldsProps) {
  const { t } = useTranslation();
  const { groupSlug } = useParams();
  const textField = (
    key: 'name' | 'description' | 'recipeYield' | 'totalTime' | 'prepTime' | 'cookTime' | 'orgURL',
    label: string,
    extra = {},
  ) => (
    <TextField
      label={label}
      value={(draft[key] as string | null | undefined) ?? ''}
      onChange={(event) => onChange(key, event.target.value)}
      {...extra}
    />
  );
  const settings = draft.settings ?? {};

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {textField('name', t('recipe.fields.name'), { required: true, sx: { gridColumn: '1 / -1' }, error: !draft.name.trim() })}
        {textField('description', t('recipe.fields.description'), { multiline: true, minRows: 2, sx: { gridColumn: '1 / -1' } })}
        {textField('recipeYield', t('recipe.fields.yield'))}
        <TextField
          type="number"
          label={t('recipe.fields.servings')}
          value={draft.recipeServings || ''}
          onChange={(event) => onChange('recipeServings', Math.max(0, Number(event.target.value) || 0))}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
        {textField('totalTime', t('recipe.times.total'))}
        {textField('prepTime', t('recipe.times.prep'))}
        {textField('cookTime', t('recipe.times.cook'))}
        {textField('orgURL', t('recipe.fields.originalUrl'), { sx: { gridColumn: '1 / -1' } })}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {recipe.image && recipe.image !== 'no image' && (
            <Box
              component="img"
              src={recipeImageUrl(recipe.id, recipe.image, 'tiny-original')}
              alt={t('recipe.editor.currentImage')}
              sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
          <ImageUploadButton slug={recipe.slug} />
        </Box>
      </Box>

      <EditorSection title={t('recipe.settings.title')}>
        <RecipeSettingsFields
          settings={settings}
          canLock={canLock}
          onChange={(next) => onChange('settings', next as RecipeDraft['settings'])}
        />
      </EditorSection>

      <EditorSection title={t('recipe.editor.organizers')}>
        <OrganizerPicker
          kind="categories"
          label={t('recipe.organizers.categories')}
          value={draft.recipeCategory ?? []}
          onChange={(value) => onChange('recipeCategory', value as RecipeDraft['recipeCategory'])}
        />
        <OrganizerPicker
          kind="tags"
          label={t('recipe.organizers.tags')}
          value={draft.tags ?? []}
          onChange={(value) => onChange('tags', value as RecipeDraft['tags'])}
        />
        <OrganizerPicker
          kind="tools"
          label={t('recipe.organizers.tools')}
          value={draft.tools ?? []}
          onChange={(value) => onChange('tools', value as RecipeDraft['tools'])}
        />
      </EditorSection>

      <Divider />
      <IngredientEditor
        ingredients={draft.recipeIngredient}
        onChange={(value) => onChange('recipeIngredient', value)}
        disableAmount={settings.disableAmount === true}
        parseHref={groupSlug ? paths.group.recipeIngredientParser.getHref(groupSlug, recipe.slug) : undefined}
      />
      <Divider />
      <StepEditor
        steps={draft.recipeInstructions}
        ingredients={draft.recipeIngredient}
        onChange={(value) => onChange('recipeInstructions', value)}
      />
      <Divider />

      <EditorSection title={t('recipe.notes.title')}>
        <NotesEditor
          notes={(draft.notes ?? []).map((note) => ({ title: note.title ?? '', text: note.text ?? '' }))}
          onChange={(value) => onChange('notes', value as RecipeDraft['notes'])}
        />
      </EditorSection>

      <EditorSection title={t('recipe.nutrition.title')}>
        <NutritionFields
          nutrition={(draft.nutrition ?? {}) as NutritionValues}
          onChange={(value) => onChange('nutrition', value as RecipeDraft['nutrition'])}
        />
      </EditorSection>

      <EditorSection title={t('recipe.assets.title')}>
        {settings.showAssets ? (
          <AssetEditor
            recipeId={recipe.id}
            slug={recipe.slug}
            assets={draft.assets ?? []}
            onRemove={(assets) => onChange('assets', assets)}
            onUploaded={onAssetUploaded}
          />
        ) : (
          <Typography color="text.secondary">{t('recipe.assets.hidden')}</Typography>
        )}
      </EditorSection>
    </>
  );
}
