import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware, registerStore, rootReducer } from '@/lib/store-slots';

/**
 * The app's store: the public pages' data slice from the start, RTK Query (lib/api.ts) added
 * when the first page that uses it loads (lib/store-slots.ts). A page rendered on the server
 * starts it with the answers it was rendered from, in the browser as on the server; the server's
 * stores (one per render) are not registered for lazy APIs, which only a browser loads.
 */
export function makeStore(preloadedState?: Partial<RootState>, { server = false } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(dynamicMiddleware.middleware),
  });
  if (!server) registerStore(store);
  return store;
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
