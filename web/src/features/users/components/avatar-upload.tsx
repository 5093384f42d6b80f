import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/users/get-current-user';
import { useUploadAvatar } from '../../../api/users/upload-avatar';
import { UserAvatar } from '../../../components/ui/user-avatar/user-avatar';

// What the server re-encodes; anything else is refused there with a message (shown by the client).
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** §7.2: the profile picture and its upload (`POST /api/users/{id}/image`); the session user refetches. */
export function AvatarUpload({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const hintId = useId();
  const upload = useUploadAvatar();
  const name = user.fullName || user.username;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <UserAvatar userId={user.id} name={name} cacheKey={user.cacheKey} size={96} />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} loading={upload.isPending} loadingPosition="start">
          {t('users.edit.avatar.upload')}
          <input
            type="file"
            accept={ACCEPTED}
            hidden
            aria-describedby={hintId}
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again after a refusal.
              event.target.value = '';
              if (file) upload.mutate({ userId: user.id, file });
            }}
          />
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('users.edit.avatar.hint')}
        </Typography>
      </Stack>
    </Stack>
  );
}
