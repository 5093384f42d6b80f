import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SummaryItem {
  label: string;
  value: string;
}

/** A read-only list of label/value pairs, as on the wizards' confirm steps. */
export function SummaryList({ items, label }: { items: readonly SummaryItem[]; label: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
