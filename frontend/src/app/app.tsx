import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app-provider';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export function App({ store }: { store?: AppStore }) {
  // The page is the app's from here on: a server-rendered page is hydrated and its buttons answer
  // (the browser tests wait for this mark before they tap, test/e2e/support/test.ts).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <AppProvider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
