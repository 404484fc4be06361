import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware, registerStore, rootReducer } from './store-slots';

/**
 * For unit tests only (nothing of the app imports it): a store made as the app's
 * (`app/store.ts`, which features may not import) and registered for the lazy APIs, so a page or
 * a form under test reads and writes through RTK Query as in the browser.
 */
export function testStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(dynamicMiddleware.middleware),
  });
  registerStore(store);
  return store;
}
