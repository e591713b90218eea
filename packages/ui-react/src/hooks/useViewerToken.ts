import { selectIsViewerTokenUser, type ViewerTokenController } from '@ott/common';
import { useApp } from './useApp';
import { useAppStore } from './useAppStore';

/** The viewer-token flows of the site (AppServices.viewerTokens), or null when its integration exchanges no tokens. */
export const useViewerTokens = (): ViewerTokenController | null => useApp().viewerTokens;

/** The signed-in user came with a viewer token (000 §6): no favorites, no history, no sync. */
export const useIsViewerTokenUser = (): boolean => useAppStore('account', selectIsViewerTokenUser);
