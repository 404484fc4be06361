import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AlertProvider } from '@/components/ui/alert-provider';
import { makeStore } from './store';

export function AppProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <AlertProvider>{children}</AlertProvider>
    </Provider>
  );
}
