import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type HydrationState, RouterProvider } from 'react-router';
import { AppThemeProvider } from '../features/app/components/app-theme-provider';
import { createAppRouter } from './router';

/** What every page renders inside: the query cache and the theme (the server's render uses them too). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </QueryClientProvider>
  );
}

/** `hydrationData`: the router's state in the server's render, for an app that takes that render over. */
export function App({ queryClient, hydrationData }: { queryClient: QueryClient; hydrationData?: HydrationState }) {
  const [router] = useState(() => createAppRouter(hydrationData));
  // A page the server rendered stays inert until the app has it (server/src/platform/page-render.ts).
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
