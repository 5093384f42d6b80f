import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../../testing/test-utils';
import type { AppAbout } from '../api/get-about';
import { AppThemeProvider } from './app-theme-provider';
import { ColorSchemeToggle } from './color-scheme-toggle';

const about: AppAbout = {
  production: true,
  version: '0.1.0',
  demoStatus: false,
  allowSignup: true,
  defaultGroupSlug: null,
  defaultHouseholdSlug: null,
  enableOidc: false,
  oidcRedirect: false,
  oidcProviderName: '',
  enableOpenai: false,
  enableOpenaiImageServices: false,
  siteName: 'Larder',
  useDark: false,
};

function renderToggle(useDark: boolean) {
  const queryClient = createTestQueryClient();
  // Seeded app info: the provider reads it from the cache, no request is made.
  queryClient.setQueryData(['app', 'about'], { ...about, useDark });
  queryClient.setQueryData(['app', 'theme'], {});
  return render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <ColorSchemeToggle variant="list-item" />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
}

describe('AppThemeProvider and the colour scheme toggle', () => {
  it('starts from the server useDark setting', () => {
    renderToggle(true);
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
  });

  it('toggles, names the mode it switches to, and remembers the choice', async () => {
    renderToggle(false);
    expect(document.documentElement.dataset.colorScheme).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(localStorage.getItem('larder.color-scheme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
  });

  it('prefers the stored choice over useDark', () => {
    localStorage.setItem('larder.color-scheme', 'light');
    renderToggle(true);
    expect(document.documentElement.dataset.colorScheme).toBe('light');
  });
});
