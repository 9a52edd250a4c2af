import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index.ts';
import { App } from './app/App.tsx';
import { queryClient } from './app/queryClient.ts';
import { sessionQueryOptions } from './api/session/getSession.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The session is asked for while the dictionary loads; the dictionary of the detected language is in
// place before the first paint, so no text flashes.
void queryClient.prefetchQuery(sessionQueryOptions());
void initI18n()
  .catch((error: unknown) => console.error('[i18n] the dictionaries could not be loaded', error))
  .finally(() => createRoot(container).render(<App />));
