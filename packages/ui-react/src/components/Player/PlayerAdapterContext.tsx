import { defaultAdapterFactory, type PlayerAdapterFactory } from '@ott/player';
import { createContext, useContext, type ReactNode } from 'react';

const PlayerAdapterContext = createContext<PlayerAdapterFactory>(defaultAdapterFactory);

/**
 * Chooses how players below it play video: the default (hls.js or the browser's own playback)
 * unless an app or a test gives another adapter factory (a player library, a fake).
 */
export function PlayerAdapterProvider({ createAdapter, children }: { createAdapter: PlayerAdapterFactory; children: ReactNode }) {
  return <PlayerAdapterContext.Provider value={createAdapter}>{children}</PlayerAdapterContext.Provider>;
}

export const usePlayerAdapterFactory = (): PlayerAdapterFactory => useContext(PlayerAdapterContext);
