import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateComment } from '../../../api/recipes/create-comment';
import { useDeleteComment } from '../../../api/recipes/delete-comment';
import { UserAvatar } from '../../../components/ui/user-avatar/user-avatar';
import { MarkdownText } from './markdown-text';

export interface CommentItem {
  id: string;
  text: string;
  createdAt?: string | null;
  userId: string;
  user?: { username?: string | null } | null;
}

export interface RecipeCommentsProps {
  recipe: { id: string; slug: string };
  comments: CommentItem[];
  user: { id: string; admin: boolean };
}

/** The comments on a recipe; anyone may add one, the author or an admin may delete it. */
export function RecipeComments({ recipe, comments, user }: RecipeCommentsProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const create = useCreateComment({ mutationConfig: { onSuccess: () => setText('') } });
  const remove = useDeleteComment();
  return (
    <Box component="section" aria-labelledby="recipe-comments-title" sx={{ displayPrint: 'none', mt: 4 }}>
      <Typography id="recipe-comments-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('recipe.comments.title')}
      </Typography>
      <Box
        component="form"
        sx={{ display: 'grid', gap: 1, mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) create.mutate({ recipeId: recipe.id, slug: recipe.slug, text: text.trim() });
        }}
      >
        <TextField label={t('recipe.comments.add')} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={2} />
        <Button type="submit" variant="contained" disabled={!text.trim() || create.isPending} sx={{ justifySelf: 'end' }}>
          {t('recipe.comments.submit')}
        </Button>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {comments.map((comment) => {
          const name = comment.user?.username ?? '';
          return (
            <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 1.5 }}>
              <UserAvatar userId={comment.userId} name={name} size={32} decorative />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="p">
                  {name}{' '}
                  {comment.createdAt && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {new Date(comment.createdAt).toLocaleDateString(i18n.language)}
                    </Typography>
                  )}
                </Typography>
                <MarkdownText text={comment.text} />
              </Box>
              {(comment.userId === user.id || user.admin) && (
                <IconButton
                  aria-label={t('recipe.comments.delete')}
                  onClick={() => remove.mutate({ id: comment.id, slug: recipe.slug })}
                  disabled={remove.isPending}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
