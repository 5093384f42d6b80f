import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { type AvatarSize, avatarUrl } from '../../../api/users/avatar-url';
import { useImageAvailable } from '../../../lib/hooks/use-image-available';
import { initials } from './initials';

export interface UserAvatarProps {
  userId: string;
  /** Shown as initials until (or unless) the picture loads, and the picture's text alternative. */
  name?: string | null;
  cacheKey?: string | null;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Hidden from assistive technology when the name is already said next to it. */
  decorative?: boolean;
  sx?: AvatarProps['sx'];
}

// The smallest rendition that stays sharp on a high-density screen.
const renditionFor = (size: number): AvatarSize => (size <= 16 ? 'tiny-profile' : size <= 64 ? 'min-profile' : 'profile');

/** A user's profile picture, with their initials (or a person icon) when they have none. */
export function UserAvatar({ userId, name, cacheKey, size = 32, decorative = false, sx }: UserAvatarProps) {
  const label = name?.trim() ?? '';
  const src = avatarUrl(userId, cacheKey, renditionFor(size));
  // Shown once it has loaded; the app bar, the drawer and a page may show the same avatar at once.
  const available = useImageAvailable(src);
  return (
    <Avatar
      src={available ? src : undefined}
      alt={decorative ? '' : label}
      aria-hidden={decorative || undefined}
      sx={[{ width: size, height: size, bgcolor: 'primary.main', fontSize: Math.round(size * 0.42) }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {label ? initials(label) : undefined}
    </Avatar>
  );
}
