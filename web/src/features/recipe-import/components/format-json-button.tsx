import Button from '@mui/material/Button';

/** Pretty-prints pasted JSON so it can be read and corrected; shown only while the text is valid JSON. */
export function FormatJsonButton({ value, onFormat, label }: { value: string; onFormat: (text: string) => void; label: string }) {
  let formatted: string | null = null;
  if (/^\s*[[{]/.test(value ?? '')) {
    try {
      formatted = JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      formatted = null;
    }
  }
  if (formatted === null || formatted === value) return null;
  return (
    <Button variant="outlined" onClick={() => onFormat(formatted)}>
      {label}
    </Button>
  );
}
