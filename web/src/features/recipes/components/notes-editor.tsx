import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { removeItem, replaceItem } from '../lib/list-moves';

type Note = { title: string; text: string };

/** Notes below the steps: a title and markdown text each. */
export function NotesEditor({ notes, onChange }: { notes: Note[]; onChange: (notes: Note[]) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {notes.map((note, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: notes have no ids
          <Paper key={index} variant="outlined" sx={{ p: 1, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                fullWidth
                label={t('recipe.editor.noteTitle', { number })}
                value={note.title}
                onChange={(event) => onChange(replaceItem(notes, index, { ...note, title: event.target.value }))}
              />
              <IconButton aria-label={t('recipe.editor.removeNote', { number })} onClick={() => onChange(removeItem(notes, index))}>
                <DeleteIcon />
              </IconButton>
            </Box>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('recipe.editor.noteText', { number })}
              value={note.text}
              onChange={(event) => onChange(replaceItem(notes, index, { ...note, text: event.target.value }))}
            />
          </Paper>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...notes, { title: '', text: '' }])} sx={{ justifySelf: 'start' }}>
        {t('recipe.editor.addNote')}
      </Button>
    </Box>
  );
}
