import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DebugResponse, useDebugOpenai } from '../../../api/admin/debug-openai';

/** §8.7: sends a test message (and an optional image) to the configured OpenAI-compatible service. */
export function DebugOpenaiPanel({ openaiEnabled, imageServicesEnabled }: { openaiEnabled: boolean; imageServicesEnabled: boolean }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [result, setResult] = useState<DebugResponse | null>(null);
  const test = useDebugOpenai({ mutationConfig: { onSuccess: setResult, onError: () => setResult(null) } });

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  return (
    <Stack spacing={2}>
      {!openaiEnabled && <Alert severity="info">{t('admin.debugOpenai.notConfigured')}</Alert>}
      {openaiEnabled && !imageServicesEnabled && <Alert severity="info">{t('admin.debugOpenai.imagesOff')}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<ImageIcon />}>
          {t('admin.debugOpenai.chooseImage')}
          <input
            hidden
            type="file"
            accept="image/*"
            onChange={(event) => {
              setImage(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        {image && (
          <Button color="inherit" startIcon={<DeleteIcon />} onClick={() => setImage(null)}>
            {t('admin.debugOpenai.removeImage')}
          </Button>
        )}
        <Button variant="contained" onClick={() => test.mutate({ image })} disabled={test.isPending} sx={{ ml: { sm: 'auto' } }}>
          {test.isPending ? t('admin.debugOpenai.running') : t('admin.debugOpenai.run')}
        </Button>
      </Box>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={t('admin.debugOpenai.preview')}
          sx={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1 }}
        />
      )}
      {result && (
        <Alert severity={result.success ? 'success' : 'error'} sx={{ overflowWrap: 'anywhere' }}>
          {result.response}
        </Alert>
      )}
    </Stack>
  );
}
