import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppThemeProvider } from '../features/app/components/app-theme-provider';
import { createAppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
