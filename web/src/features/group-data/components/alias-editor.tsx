import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanAliases } from '../lib/aliases';

export interface AliasEditorProps {
  value: string[];
  onChange: (aliases: string[]) => void;
  /** The item's name and plural: an alias equal to one of them is dropped. */
  ownNames: (string | null | undefined)[];
}

/** Other names a food or unit is known by; the ingredient parser matches them too. */
export function AliasEditor({ value, onChange, ownNames }: AliasEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(cleanAliases([...value, draft], ownNames));
    setDraft('');
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle2">
        {t('groupData.aliases.title')}
      </Typography>
      <Box component="ul" aria-label={t('groupData.aliases.list')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, my: 1 }}>
        {value.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
            {t('groupData.aliases.none')}
          </Typography>
        )}
        {value.map((alias) => (
          <Box component="li" key={alias} sx={{ listStyle: 'none' }}>
            <Chip
              label={alias}
              onDelete={() => onChange(value.filter((name) => name !== alias))}
              deleteIcon={
                <IconButton size="small" aria-label={t('groupData.aliases.remove', { name: alias })}>
                  <CancelIcon fontSize="small" />
                </IconButton>
              }
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('groupData.aliases.new')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the alias instead of submitting the surrounding form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ flex: 1 }}
        />
        <Button startIcon={<AddIcon />} onClick={add} disabled={!draft.trim()}>
          {t('groupData.aliases.add')}
        </Button>
      </Box>
    </Box>
  );
}
