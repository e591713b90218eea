import type { AppStores } from '@ott/common';
import { useStore, type StoreApi } from 'zustand';
import { useApp } from './useApp';

export type AppStoreName = keyof AppStores;
/** The state (with its actions) of a store, e.g. `AppStoreState<'ui'>` is UiState. */
export type AppStoreState<Name extends AppStoreName> = AppStores[Name] extends StoreApi<infer State> ? State : never;

/** The store itself, for reading or acting outside render (event handlers, effects): `store.getState()`. */
export const useAppStoreApi = <Name extends AppStoreName>(name: Name): AppStores[Name] => useApp().stores[name];

/**
 * A slice of one of the app's stores; the component re-renders when the slice changes.
 * `useAppStore('ui', (state) => state.sidebarOpen)`. Select a primitive or a stable reference
 * (an action, an array kept in the store), not a new object each time.
 */
export function useAppStore<Name extends AppStoreName, Selected>(name: Name, selector: (state: AppStoreState<Name>) => Selected): Selected {
  const store = useAppStoreApi(name) as unknown as StoreApi<AppStoreState<Name>>;
  return useStore<StoreApi<AppStoreState<Name>>, Selected>(store, selector);
}
