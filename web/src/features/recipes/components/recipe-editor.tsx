import CloseIcon from '@mui/icons-material/Close';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '../../../api/recipes/get-recipe';
import { type RecipeUpdateBody, useUpdateRecipe } from '../../../api/recipes/update-recipe';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { type RecipeDraft, toDraft } from '../lib/draft';
import { formatRecipeJson, parseRecipeJson, type RecipeJsonError } from '../lib/parse-recipe-json';
import { RecipeFormFields } from './recipe-form-fields';
import { RecipeJsonEditor } from './recipe-json-editor';

export interface RecipeEditorProps {
  recipe: Recipe;
  /** The server lets the caller lock the recipe (its owner). */
  canLock: boolean;
  /** Leaves edit mode; `saved` is the recipe the server returned, if the edit was saved. */
  onClose: (saved?: Recipe, allowNavigation?: () => void) => void;
  /** Absent when the caller may not delete the recipe. */
  onDelete?: () => void;
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

/** Every field of the recipe in one form; saves with `PUT /api/recipes/{slug}` (the full recipe). */
export function RecipeEditor({ recipe, canLock, onClose, onDelete }: RecipeEditorProps) {
  const { t } = useTranslation();
  // Taken once: a refetch while editing (after an image upload) must not reset the form.
  const [original, setOriginal] = useState(() => toDraft(recipe));
  const [draft, setDraft] = useState<RecipeDraft>(original);
  const [confirmingClose, setConfirmingClose] = useState(false);
  // JSON mode: the text being edited (null in form mode), the text it started from, and the last parse error.
  const [json, setJson] = useState<{ text: string; initial: string } | null>(null);
  const [jsonError, setJsonError] = useState<RecipeJsonError | null>(null);
  const dirty = useMemo(
    () => JSON.stringify(draft) !== JSON.stringify(original) || (json !== null && json.text !== json.initial),
    [draft, original, json],
  );
  const guard = useUnsavedChangesGuard(dirty);
  const save = useUpdateRecipe({ mutationConfig: { onSuccess: (saved) => onClose(saved, guard.allowNext) } });
  const set = <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  /** Takes the JSON text into the draft; on an error it stays in JSON mode and nothing is sent. */
  const applyJson = (): RecipeDraft | null => {
    if (!json) return draft;
    const parsed = parseRecipeJson(json.text);
    if (!parsed.ok) {
      setJsonError(parsed.error);
      return null;
    }
    const next = toDraft(parsed.recipe);
    setJsonError(null);
    setDraft(next);
    return next;
  };
  const toggleJson = () => {
    if (json === null) {
      const text = formatRecipeJson(draft);
      setJson({ text, initial: text });
    } else if (applyJson()) {
      setJson(null);
    }
  };
  /** The server already holds an uploaded asset, so it joins the saved baseline as well as the draft. */
  const addUploadedAsset = (asset: NonNullable<RecipeDraft['assets']>[number]) => {
    const withAsset = (assets: RecipeDraft['assets']) => [...(assets ?? []).filter((a) => a.fileName !== asset.fileName), asset];
    setOriginal((previous) => ({ ...previous, assets: withAsset(previous.assets) }));
    setDraft((previous) => ({ ...previous, assets: withAsset(previous.assets) }));
  };

  return (
    <Box
      component="form"
      aria-label={t('recipe.editor.title', { name: recipe.name })}
      onSubmit={(event) => {
        event.preventDefault();
        const current = applyJson();
        if (current?.name.trim()) save.mutate({ slug: recipe.slug, recipe: toBody(current, recipe.image) });
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
        {onDelete && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
            {t('recipe.actions.delete')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<DataObjectIcon />}
          aria-pressed={json !== null}
          variant={json !== null ? 'contained' : 'text'}
          onClick={toggleJson}
        >
          {t('recipe.json.toggle')}
        </Button>
        <Button startIcon={<CloseIcon />} onClick={() => (dirty ? setConfirmingClose(true) : onClose())}>
          {t('common.actions.close')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={save.isPending || (json === null && !draft.name.trim())}
        >
          {t('common.actions.save')}
        </Button>
      </Box>

      {json ? (
        <RecipeJsonEditor
          value={json.text}
          onChange={(text) => setJson({ ...json, text })}
          onApply={() => {
            if (applyJson()) setJson(null);
          }}
          error={jsonError}
        />
      ) : (
        <RecipeFormFields recipe={recipe} draft={draft} canLock={canLock} onChange={set} onAssetUploaded={addUploadedAsset} />
      )}

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
