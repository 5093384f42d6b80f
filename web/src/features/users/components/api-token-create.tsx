import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CreateApiTokenInput,
  type CreatedApiToken,
  createApiTokenSchema,
  useCreateApiToken,
} from '../../../api/users/create-api-token';
import { CopyButton } from '../../../components/ui/copy-button/copy-button';
import { Form } from '../../../components/ui/form/form';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';

function GenerateButton() {
  const { t } = useTranslation();
  const name = useWatch<CreateApiTokenInput, 'name'>({ name: 'name' });
  return <SubmitButton disabled={!name?.trim()}>{t('users.apiTokens.generate')}</SubmitButton>;
}

/** Creates a token and shows it once; closing the box refreshes the token list. */
export function ApiTokenCreate({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const createToken = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  if (created) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{t('users.apiTokens.shownOnce')}</Alert>
        <TextField
          label={t('users.apiTokens.token')}
          value={created.token}
          multiline
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <CopyButton text={created.token} variant="outlined" />
          <Button
            variant="contained"
            onClick={() => {
              setCreated(null);
              onClosed();
            }}
          >
            {t('common.actions.close')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Form
      schema={createApiTokenSchema}
      defaultValues={{ name: '' }}
      aria-label={t('users.apiTokens.create')}
      onSubmit={async (values) => setCreated(await createToken.mutateAsync(values))}
    >
      {() => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormTextField<CreateApiTokenInput> name="name" label={t('users.apiTokens.name')} margin="none" />
          <Box sx={{ flexShrink: 0 }}>
            <GenerateButton />
          </Box>
        </Stack>
      )}
    </Form>
  );
}
