import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avatarUrl } from '../../../api/users/avatar-url';
import { renderWithProviders } from '../../../testing/test-utils';
import { UserAvatar } from './user-avatar';

const id = '0b7e8a40-5c4f-4f0e-9d65-3c8a2f1e9b10';

describe('avatarUrl', () => {
  it('names the rendition and adds the cache key when there is one', () => {
    expect(avatarUrl(id, 'abc123')).toBe(`/api/media/users/${id}/profile.webp?cacheKey=abc123`);
    expect(avatarUrl(id, null, 'tiny-profile')).toBe(`/api/media/users/${id}/tiny-profile.webp`);
  });
});

describe('UserAvatar', () => {
  it('shows the picture named by the user, in the rendition that fits its size', () => {
    renderWithProviders(<UserAvatar userId={id} name="Jane Doe" cacheKey="k1" size={32} />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', avatarUrl(id, 'k1', 'min-profile'));
  });

  afterEach(() => vi.unstubAllGlobals());

  it('falls back to the initials when the user has no picture', async () => {
    // MUI probes the address with an Image of its own; this one always fails, as a 404 does.
    vi.stubGlobal(
      'Image',
      class {
        onerror: (() => void) | null = null;
        set src(_value: string) {
          setTimeout(() => this.onerror?.());
        }
      },
    );
    const { container } = renderWithProviders(<UserAvatar userId={id} name="Jane Doe" size={96} />);
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(container).toHaveTextContent('JD');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithProviders(<UserAvatar userId={id} name="Jane Doe" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
