import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware, registerStore, rootReducer } from '@/lib/store-slots';

/**
 * The app's store: the public pages' data slice from the start, RTK Query (lib/api.ts) added
 * when the first page that uses it loads (lib/store-slots.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(dynamicMiddleware.middleware),
  });
  registerStore(store);
  return store;
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
