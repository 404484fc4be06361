import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app-provider';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export function App({ store }: { store?: AppStore }) {
  return (
    <AppProvider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
