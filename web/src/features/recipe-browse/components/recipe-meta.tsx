import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Total time and average rating, the two facts a card shows under the name. */
export function RecipeMeta({ totalTime, rating }: { totalTime?: string | null; rating?: number | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
      {rating ? <Rating value={rating} precision={0.5} size="small" readOnly aria-label={t('browse.card.rating', { rating })} /> : null}
      {totalTime ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <AccessTimeIcon fontSize="inherit" aria-hidden />
          <span>{t('browse.card.totalTime', { time: totalTime })}</span>
        </Typography>
      ) : null}
    </Box>
  );
}
