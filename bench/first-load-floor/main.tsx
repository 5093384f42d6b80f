// The smallest app on the web app's packages (first-load-floor.mjs builds it): React DOM, a data
// router with one route, one query, one translated string, MUI's theme with its baseline styles and
// one styled element. No MUI component and none of the app's own code.
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

const Title = styled('h1')(({ theme }) => ({ color: theme.palette.primary.main }));

function Page() {
  const { t } = useTranslation();
  const about = useQuery({ queryKey: ['about'], queryFn: () => fetch('/api/app/about').then((response) => response.json()) });
  return <Title>{t('hello', { version: about.data?.version ?? '' })}</Title>;
}

await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { hello: 'Larder {{version}}' } } } });
const router = createBrowserRouter([{ path: '/', Component: Page }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider theme={createTheme()}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
