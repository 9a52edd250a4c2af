import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index.ts';
import { App } from './app/App.tsx';
import { queryClient } from './app/queryClient.ts';
import { preloadFirstScreen } from './app/preloadFirstScreen.ts';
import { routeAt } from '@airsight/contracts/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The session, the route's chunks and the dictionary of the detected language load side by side; the
// dictionary is in place before the first paint, so no text flashes. The route is read with the
// contracts' matcher (as the server does), not the router's: the router matches the path again when it
// is created, and its matcher's first call (ranking every route) is the slower of the two.
preloadFirstScreen(
  queryClient,
  routeAt(window.location.pathname),
  new URLSearchParams(window.location.search),
);
// The language's set-up in a task of its own: the one that evaluated the entry's modules is the first
// load's longest on a phone's CPU (docs/performance.md). Its dictionary is already coming: the page
// preloads it.
setTimeout(() => {
  void initI18n()
    .catch((error: unknown) => console.error('[i18n] the dictionaries could not be loaded', error))
    .finally(() => {
      // A transition lets React render the first screen in slices that yield to the browser, instead of
      // one long task that holds a slow phone's input (Lighthouse's total blocking time).
      startTransition(() => createRoot(container).render(<App />));
    });
}, 0);
