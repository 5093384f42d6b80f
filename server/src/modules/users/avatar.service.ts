import { createHash } from 'node:crypto';
import { can, requireAccess } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { invalid, notFound, notFoundText } from '../../platform/errors.js';
import { canonicalUuid } from '../../platform/ids.js';
import { AVATAR_FILES, processAvatar } from './avatar.images.js';
import { findAvatarOwner, renewCacheKey } from './avatar.queries.js';

export interface AvatarFile {
  data: Buffer;
  /** A strong validator of the bytes, for conditional requests. */
  etag: string;
}

const mediaNotFound = () => notFoundText('Not Found');

/** Profile pictures: uploads (the user themself or an administrator) and the public media files. */
export function createAvatarService(deps: Deps) {
  const { db, files } = deps;

  return {
    /**
     * Replaces the user's picture with the webp renditions of `data` and renews their cache key.
     * Another group's user is a 404 (an administrator reaches every user); someone else in the
     * group a 403; a file that is not a raster image a 422 before anything is written.
     */
    async uploadAvatar(auth: AuthContext, userId: string, data: Buffer): Promise<void> {
      const id = canonicalUuid(userId);
      if (!id) throw invalid('path', 'id', 'Input should be a valid UUID', userId);
      const user = await findAvatarOwner(db, can(auth, 'admin') ? null : auth, id);
      if (!user) throw notFound('User not found');
      requireAccess(auth, 'user.edit', { id: user.id });
      const renditions = await processAvatar(data);
      const folder = files.user(user.id);
      for (const name of AVATAR_FILES) await folder.write(name, renditions[name]);
      await folder.removeFilesExcept(AVATAR_FILES);
      await renewCacheKey(db, user.id, user.cache_key);
    },

    /** Public, as Mealie's clients load it in <img> tags: one of the known renditions, else a 404. */
    async avatarFile(userId: string, fileName: string): Promise<AvatarFile> {
      const id = canonicalUuid(userId);
      if (!id || !(AVATAR_FILES as readonly string[]).includes(fileName)) throw mediaNotFound();
      const data = await files.user(id).read(fileName);
      if (!data) throw mediaNotFound();
      return { data, etag: `"${createHash('sha1').update(data).digest('base64url')}"` };
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
