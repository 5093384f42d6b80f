import { adminKeys } from '../admin/keys';
import { apiClient } from '../client';
import { multipart } from '../multipart';
import { type MutationConfig, useApiMutation } from '../mutation';
import { userKeys } from './keys';

export interface UploadAvatarInput {
  userId: string;
  file: File;
}

/** `POST /api/users/{id}/image` as multipart `profile`; the server re-encodes it and renews the user's cacheKey. */
export async function uploadAvatar({ userId, file }: UploadAvatarInput): Promise<void> {
  await apiClient.POST('/api/users/{id}/image', { params: { path: { id: userId } }, ...multipart({ profile: file }) });
}

export function useUploadAvatar({ mutationConfig }: { mutationConfig?: MutationConfig<UploadAvatarInput, void> } = {}) {
  // The session user and the administrator's user lists carry the renewed cacheKey.
  return useApiMutation(uploadAvatar, [userKeys.all, adminKeys.users()], mutationConfig);
}
