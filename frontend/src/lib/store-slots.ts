import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { publicDataSlice } from './public-data';

/**
 * The parts of the store that lazily loaded code plugs into, kept below app/ so that lib/api.ts
 * (RTK Query, loaded with the application, payment, my-info and admin pages) can add itself
 * without importing app/ (a lower layer never imports a higher one; eslint.config.mjs checks it).
 * app/store.ts builds the store from them.
 *
 * The public pages' server data lives in `publicData` (lib/public-data.ts). RTK Query is not in
 * the public bundle: lib/api.ts calls `addLazyApi` when one of its pages loads, which injects its
 * reducer through `combineSlices` and its middleware through the dynamic middleware.
 */
export const rootReducer = combineSlices(publicDataSlice);

export const dynamicMiddleware = createDynamicMiddleware();

const stores = new Set<{ dispatch: (action: { type: string }) => unknown }>();

/** Called by app/store.ts for each store it makes, so a lazy API reaches it too. */
export function registerStore(store: { dispatch: (action: { type: string }) => unknown }) {
  stores.add(store);
}

/** Adds a lazily loaded API slice (RTK Query) to the store(s), with its middleware. */
export function addLazyApi(api: { reducerPath: string; reducer: Reducer; middleware: Middleware }) {
  rootReducer.inject(api);
  dynamicMiddleware.addMiddleware(api.middleware);
  // The slice's initial state at once, before a page's first selector reads it.
  for (const store of stores) store.dispatch({ type: `${api.reducerPath}/injected` });
}
