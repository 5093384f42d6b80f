import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppAbout } from '../features/app/api/get-about';
import { AppThemeProvider } from '../features/app/components/app-theme-provider';
import type { SessionUser } from '../lib/auth/get-current-user';
import { emitUnauthorized } from '../lib/auth/unauthorized-events';
import { createTestQueryClient, makeUser } from '../testing/test-utils';
import { routes } from './router';

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

interface Options {
  user?: SessionUser;
  firstLogin?: boolean;
  defaultGroupSlug?: string | null;
}

/**
 * The real route table, session provider and layouts. App data is seeded into the query cache
 * and the network is offline, so nothing here needs a server.
 */
function renderApp(path: string, { user, firstLogin = false, defaultGroupSlug = null }: Options = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['app', 'about'], { ...about, defaultGroupSlug });
  queryClient.setQueryData(['app', 'theme'], {});
  queryClient.setQueryData(['app', 'startup-info'], { isFirstLogin: firstLogin, isDemo: false });
  if (user) {
    localStorage.setItem('larder.auth.token', 'token-123');
    queryClient.setQueryData(['users', 'self'], user);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

describe('app routes', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 404 error layout for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('names the path when a route parameter is malformed', async () => {
    renderApp('/g/bad%20slug!');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /g/bad%20slug!' })).toBeInTheDocument();
  });

  it('repairs old URLs before giving up', async () => {
    const { router } = renderApp('/recipe/pancakes', { user: makeUser() });
    expect(await screen.findByText(/This recipe was not found/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/g/home/r/pancakes');
  });

  it('sends a visitor from / to the login page, or to the public default group', async () => {
    const first = renderApp('/');
    expect(await screen.findByLabelText('Email or username')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor from / to the default group when the server exposes one', async () => {
    const { router } = renderApp('/', { defaultGroupSlug: 'home' });
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/g/home');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-in user from / to their group home', async () => {
    const { router } = renderApp('/', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/g/home');
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toBeInTheDocument();
  });

  it('sends a first-login admin from / to the setup wizard', async () => {
    const { router } = renderApp('/', { user: makeUser({ admin: true }), firstLogin: true });
    expect(await screen.findByRole('heading', { name: 'Welcome to Larder' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/setup');
  });

  it('sends a visitor to login with a redirect back', async () => {
    const { router } = renderApp('/user/profile?tab=1');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fprofile%3Ftab%3D1');
  });

  it('sends a signed-in user away from the login page', async () => {
    const { router } = renderApp('/login', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/g/home');
  });

  it('keeps non-admins out of the admin area', async () => {
    const { router } = renderApp('/admin/site-settings', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/g/home');
  });

  it('keeps the API tokens page for advanced users', async () => {
    const first = renderApp('/user/profile/api-tokens', { user: makeUser({ advanced: true }) });
    expect(await screen.findByRole('heading', { name: 'API tokens', level: 1 })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/user/profile/api-tokens');
  });

  it('forwards the share target into the user group, keeping the query', async () => {
    const { router } = renderApp('/r/create/url?recipe_import_url=https%3A%2F%2Fexample.com', { user: makeUser() });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/g/home/r/create/url'));
    expect(router.state.location.search).toBe('?recipe_import_url=https%3A%2F%2Fexample.com');
  });

  it('forwards the share target of a visitor to login', async () => {
    const { router } = renderApp('/r/create/url?recipe_import_url=x');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('clears the session and goes to login when another call answers 401', async () => {
    const { router } = renderApp('/user/profile', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Your profile', level: 1 })).toBeInTheDocument();
    act(() => emitUnauthorized('/api/households/self'));
    expect(await screen.findByLabelText('Email or username')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fprofile');
    expect(localStorage.getItem('larder.auth.token')).toBeNull();
  });

  it('drops a stored token whose session cannot be loaded', async () => {
    localStorage.setItem('larder.auth.token', 'stale');
    const { router } = renderApp('/user/profile');
    expect(await screen.findByLabelText('Email or username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('larder.auth.token')).toBeNull();
  });

  it('signs out: clears the token and goes to /login?direct=1', async () => {
    const { router } = renderApp('/user/profile', { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Email or username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?direct=1');
    expect(localStorage.getItem('larder.auth.token')).toBeNull();
  });
});
