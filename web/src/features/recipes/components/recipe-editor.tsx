import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import type { Recipe } from '../api/get-recipe';
import { type RecipeUpdateBody, useUpdateRecipe } from '../api/update-recipe';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { type RecipeDraft, toDraft } from '../lib/draft';
import type { NutritionValues } from '../lib/nutrition';
import { recipeImageUrl } from '../lib/recipe-image-url';
import { ImageUploadButton } from './image-upload-button';
import { IngredientEditor } from './ingredient-editor';
import { NotesEditor } from './notes-editor';
import { NutritionFields } from './nutrition-fields';
import { OrganizerPicker } from './organizer-picker';
import { RecipeSettingsFields } from './recipe-settings-fields';
import { StepEditor } from './step-editor';

export interface RecipeEditorProps {
  recipe: Recipe;
  isOwner: boolean;
  /** Leaves edit mode; `saved` is the recipe the server returned, if the edit was saved. */
  onClose: (saved?: Recipe, allowNavigation?: () => void) => void;
  onDelete: () => void;
}

/** Blank section titles are kept as a single space while editing so the field stays open. */
function toBody(draft: RecipeDraft, image: string | null | undefined): RecipeUpdateBody {
  return {
    ...draft,
    image,
    recipeIngredient: draft.recipeIngredient.map((ingredient) => ({ ...ingredient, title: ingredient.title?.trim() ?? '' })),
    recipeInstructions: draft.recipeInstructions.map((step) => ({ ...step, title: step.title?.trim() ?? '' })),
  } as unknown as RecipeUpdateBody;
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

/** Every field of the recipe in one form; saves with `PUT /api/recipes/{slug}` (the full recipe). */
export function RecipeEditor({ recipe, isOwner, onClose, onDelete }: RecipeEditorProps) {
  const { t } = useTranslation();
  // Taken once: a refetch while editing (after an image upload) must not reset the form.
  const [original] = useState(() => toDraft(recipe));
  const [draft, setDraft] = useState<RecipeDraft>(original);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(original), [draft, original]);
  const guard = useUnsavedChangesGuard(dirty);
  const save = useUpdateRecipe({ mutationConfig: { onSuccess: (saved) => onClose(saved, guard.allowNext) } });
  const set = <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const textField = (
    key: 'name' | 'description' | 'recipeYield' | 'totalTime' | 'prepTime' | 'cookTime' | 'orgURL',
    label: string,
    extra = {},
  ) => (
    <TextField
      label={label}
      value={(draft[key] as string | null | undefined) ?? ''}
      onChange={(event) => set(key, event.target.value)}
      {...extra}
    />
  );
  const settings = draft.settings ?? {};

  return (
    <Box
      component="form"
      aria-label={t('recipe.editor.title', { name: recipe.name })}
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.name.trim()) save.mutate({ slug: recipe.slug, recipe: toBody(draft, recipe.image) });
      }}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Box
        role="toolbar"
        aria-label={t('recipe.editor.toolbar')}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'flex-end',
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          bgcolor: 'background.default',
          py: 1,
        }}
      >
        <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
          {t('recipe.actions.delete')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button startIcon={<CloseIcon />} onClick={() => (dirty ? setConfirmingClose(true) : onClose())}>
          {t('common.actions.close')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending || !draft.name.trim()}>
          {t('common.actions.save')}
        </Button>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {textField('name', t('recipe.fields.name'), { required: true, sx: { gridColumn: '1 / -1' }, error: !draft.name.trim() })}
        {textField('description', t('recipe.fields.description'), { multiline: true, minRows: 2, sx: { gridColumn: '1 / -1' } })}
        {textField('recipeYield', t('recipe.fields.yield'))}
        <TextField
          type="number"
          label={t('recipe.fields.servings')}
          value={draft.recipeServings || ''}
          onChange={(event) => set('recipeServings', Math.max(0, Number(event.target.value) || 0))}
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
        <RecipeSettingsFields settings={settings} isOwner={isOwner} onChange={(next) => set('settings', next as RecipeDraft['settings'])} />
      </EditorSection>

      <EditorSection title={t('recipe.editor.organizers')}>
        <OrganizerPicker
          kind="categories"
          label={t('recipe.organizers.categories')}
          value={draft.recipeCategory ?? []}
          onChange={(value) => set('recipeCategory', value as RecipeDraft['recipeCategory'])}
        />
        <OrganizerPicker
          kind="tags"
          label={t('recipe.organizers.tags')}
          value={draft.tags ?? []}
          onChange={(value) => set('tags', value as RecipeDraft['tags'])}
        />
        <OrganizerPicker
          kind="tools"
          label={t('recipe.organizers.tools')}
          value={draft.tools ?? []}
          onChange={(value) => set('tools', value as RecipeDraft['tools'])}
        />
      </EditorSection>

      <Divider />
      <IngredientEditor
        ingredients={draft.recipeIngredient}
        onChange={(value) => set('recipeIngredient', value)}
        disableAmount={settings.disableAmount === true}
      />
      <Divider />
      <StepEditor
        steps={draft.recipeInstructions}
        ingredients={draft.recipeIngredient}
        onChange={(value) => set('recipeInstructions', value)}
      />
      <Divider />

      <EditorSection title={t('recipe.notes.title')}>
        <NotesEditor
          notes={(draft.notes ?? []).map((note) => ({ title: note.title ?? '', text: note.text ?? '' }))}
          onChange={(value) => set('notes', value as RecipeDraft['notes'])}
        />
      </EditorSection>

      <EditorSection title={t('recipe.nutrition.title')}>
        <NutritionFields
          nutrition={(draft.nutrition ?? {}) as NutritionValues}
          onChange={(value) => set('nutrition', value as RecipeDraft['nutrition'])}
        />
      </EditorSection>

      <ConfirmDialog
        open={confirmingClose || guard.blocker.state === 'blocked'}
        title={t('recipe.editor.discardTitle')}
        message={t('recipe.editor.discardMessage')}
        confirmLabel={t('recipe.editor.discard')}
        color="error"
        onCancel={() => {
          setConfirmingClose(false);
          if (guard.blocker.state === 'blocked') guard.blocker.reset();
        }}
        onConfirm={() => {
          setConfirmingClose(false);
          if (guard.blocker.state === 'blocked') guard.blocker.proceed();
          else onClose(undefined, guard.allowNext);
        }}
      />
    </Box>
  );
}
