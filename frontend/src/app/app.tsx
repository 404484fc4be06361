import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app-provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
