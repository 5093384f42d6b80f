import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A labelled button that opens the file chooser, and the chosen file's name. */
export function FilePicker({
  label,
  accept,
  file,
  onChange,
  hint,
}: {
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  hint: string;
}) {
  const inputId = useId();
  return (
    <Box sx={{ my: 2 }}>
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
        {label}
        <input
          id={inputId}
          type="file"
          accept={accept}
          hidden
          aria-label={label}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {file ? file.name : hint}
      </Typography>
    </Box>
  );
}
