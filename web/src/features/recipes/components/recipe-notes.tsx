import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from './markdown-text';

/** The recipe's notes below the steps, each a title over markdown text. */
export function RecipeNotes({ notes }: { notes: { title?: string | null; text?: string | null }[] }) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recipe-notes-title" sx={{ mt: 3 }}>
      <Typography id="recipe-notes-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('recipe.notes.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {notes.map((note, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: notes have no ids
          <Paper key={index} variant="outlined" sx={{ p: 1.5, breakInside: 'avoid' }}>
            {note.title && (
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {note.title}
              </Typography>
            )}
            <MarkdownText text={note.text ?? ''} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
