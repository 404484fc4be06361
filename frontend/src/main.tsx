import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { makeStore } from '@/app/store';
import { serverPublicData, type ServerAnswers } from '@/lib/public-data';
import '@/styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A public page comes rendered by the server (src/pages) with the answers it was rendered from:
// the browser starts from the same answers, so its first render matches the HTML (hydration) and
// asks nothing again. Any other page comes as the empty shell and renders here.
const rendered = document.getElementById('server-answers')?.textContent;
const app = (store?: ReturnType<typeof makeStore>) => (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);
// Hydration as a transition, as Next.js does: React then yields to the browser every few
// milliseconds instead of holding the main thread for the whole page (on a slow phone that was
// one long task of a few hundred milliseconds, right after the page appeared).
const render = rendered
  ? () => {
      const answers = JSON.parse(rendered) as ServerAnswers;
      startTransition(() => {
        hydrateRoot(container, app(makeStore({ publicData: serverPublicData(answers) })));
      });
    }
  : () => createRoot(container).render(app());

// The opened page's chunk first (the HTML's preload links started it): the first render shows
// the page, not its loading state. If it fails, the route's error boundary says so as before.
preloadPage(location.pathname).then(render, render);
