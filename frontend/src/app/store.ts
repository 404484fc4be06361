import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { publicDataSlice } from '@/lib/public-data';

/**
 * The public pages' server data lives in `publicData` (lib/public-data.ts). RTK Query (lib/api.ts),
 * which the application, payment, my-info and admin pages use, is not in the public bundle: its
 * module calls `addLazyApi` when one of those pages loads, which injects its reducer through
 * `combineSlices` and its middleware through the dynamic middleware.
 */
export const rootReducer = combineSlices(publicDataSlice);

const dynamicMiddleware = createDynamicMiddleware();
const stores = new Set<{ dispatch: (action: { type: string }) => unknown }>();

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(dynamicMiddleware.middleware),
  });
  stores.add(store);
  return store;
}

/** Adds a lazily loaded API slice (RTK Query) to the store(s), with its middleware. */
export function addLazyApi(api: { reducerPath: string; reducer: Reducer; middleware: Middleware }) {
  rootReducer.inject(api);
  dynamicMiddleware.addMiddleware(api.middleware);
  // The slice's initial state at once, before a page's first selector reads it.
  for (const store of stores) store.dispatch({ type: `${api.reducerPath}/injected` });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
