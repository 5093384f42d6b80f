import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '../api/users/get-current-user';
import { ColorSchemeContext } from '../features/app/components/color-scheme-context';
import { createAppTheme, DEFAULT_THEME_COLORS } from '../features/app/lib/create-app-theme';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '7a1c0d2e-4f5b-4c6d-8e9f-0a1b2c3d4e5f',
    username: 'jane',
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    authMethod: 'Mealie',
    admin: false,
    advanced: false,
    canInvite: false,
    canManage: false,
    canManageHousehold: false,
    canOrganize: false,
    group: 'Home',
    groupId: '11111111-1111-4111-8111-111111111111',
    groupSlug: 'home',
    household: 'Family',
    householdId: '22222222-2222-4222-8222-222222222222',
    householdSlug: 'family',
    cacheKey: 'abc',
    tokens: [],
    ...overrides,
  };
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user === undefined ? null : overrides.user;
  return {
    status: user ? 'authenticated' : 'unauthenticated',
    user,
    signIn: async () => makeUser(),
    clearSession: () => undefined,
    signOut: async () => undefined,
    signingOut: false,
    refetchUser: async () => undefined,
    ...overrides,
  };
}

export interface RenderOptions {
  route?: string;
  /** The pattern the element is mounted at (for useParams). */
  path?: string;
  auth?: AuthContextValue;
  queryClient?: QueryClient;
  /** Extra routes, e.g. redirect targets. */
  otherRoutes?: { path: string; element: ReactNode }[];
}

/** Renders one element with theme, query client, a fake session and a memory router. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.otherRoutes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const theme = createAppTheme({ mode: 'light', colors: DEFAULT_THEME_COLORS, direction: 'ltr' });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <ColorSchemeContext value={{ scheme: 'light', toggleScheme: () => undefined }}>
          <AuthContext value={options.auth ?? fakeAuth()}>
            <RouterProvider router={router} />
          </AuthContext>
        </ColorSchemeContext>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
