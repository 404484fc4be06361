import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import '@/styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The opened page's chunk first (lib/public-reads.ts started it with the HTML): the first render shows
// the page, not its loading state. If it fails, the route's error boundary says so as before.
preloadPage(location.pathname).then(render, render);
