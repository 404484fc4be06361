import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AlertProvider } from '@/components/ui/alert-provider';
import { makeStore, type AppStore } from './store';

/** `store`: one made with the answers a server-rendered page came with (main.tsx). */
export function AppProvider({ children, store: given }: { children: ReactNode; store?: AppStore }) {
  const [store] = useState(() => given ?? makeStore());
  return (
    <Provider store={store}>
      <AlertProvider>{children}</AlertProvider>
    </Provider>
  );
}
