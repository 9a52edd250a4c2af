import { StrictMode, Suspense, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../i18n/index.ts';
import { configureApi } from '../lib/api.ts';
import { cachedSession, forgetSession } from '../api/session/getSession.ts';
import { FullPageProgress } from '../components/FullPageProgress.tsx';
import { queryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';
import { createAppTheme } from './theme.ts';

// The API client reads the CSRF token from the cached session; a 401 forgets the session, and the
// route guard then remembers the route and opens Login.
configureApi({
  getCsrfToken: () => cachedSession(queryClient)?.csrfToken,
  onUnauthorized: () => forgetSession(queryClient),
});

/**
 * The theme and the baseline styles. The theme is made in this component's first render, a step of
 * React's sliced first render of its own, apart from the router that App makes.
 */
function Themed({ children }: { children: ReactNode }) {
  const [theme] = useState(createAppTheme);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Themed>
            <Suspense fallback={<FullPageProgress />}>
              <RouterProvider router={router} />
            </Suspense>
          </Themed>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
