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

/** Stands in for the browser's Image: every address in `missing` fails as a 404 does, the others load; `requested` lists what was asked for. */
function stubImages(missing: string[] = []) {
  const requested: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(value: string) {
        requested.push(value);
        setTimeout(() => (missing.includes(value) ? this.onerror?.() : this.onload?.()));
      }
    },
  );
  return requested;
}

describe('UserAvatar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the picture named by the user, in the rendition that fits its size', async () => {
    stubImages();
    renderWithProviders(<UserAvatar userId={id} name="Jane Doe" cacheKey="k1" size={32} />);
    expect(await screen.findByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', avatarUrl(id, 'k1', 'min-profile'));
  });

  it('falls back to the initials when the user has no picture, and asks for it once however many avatars show it', async () => {
    const src = avatarUrl(id, 'none', 'profile');
    const requested = stubImages([src]);
    const { container } = renderWithProviders(
      <>
        <UserAvatar userId={id} name="Jane Doe" cacheKey="none" size={96} />
        <UserAvatar userId={id} name="Jane Doe" cacheKey="none" size={96} />
      </>,
    );
    await waitFor(() => expect(requested).toEqual([src]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('JDJD');

    renderWithProviders(<UserAvatar userId={id} name="Jane Doe" cacheKey="none" size={96} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requested).toEqual([src]);
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithProviders(<UserAvatar userId={id} name="Jane Doe" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
