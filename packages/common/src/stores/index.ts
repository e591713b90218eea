// zustand vanilla stores of @ott/common: each factory builds a fresh, isolated store from its
// dependencies; React binds them in ui-react. Selectors are pure functions of a store's state.
export * from './accountSelectors';
export * from './accountStore';
export * from './checkoutStore';
export * from './siteStore';
export * from './favoritesStore';
export * from './uiStore';
export * from './watchHistoryStore';
// The list engine itself stays internal: its stores are the public API.
export type {
  ListBlockReason,
  ListLoadStatus,
  ListPersistence,
  ListSync,
  ListSyncTarget,
  ListTarget,
  MediaResolver,
  PersistedListState,
  RestoreOptions,
} from './persistedList';
