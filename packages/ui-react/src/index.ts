/**
 * The public entry of @ott/ui-react, name by name. An app renders `<OttApp appConfig integrations />`
 * and imports `@ott/ui-react/styles.css`; a team composing its own React front end binds the
 * running app with `AppProvider` and reads it with `useApp` and the hooks built on it, and may reuse
 * the route table, the content hooks and the building blocks below.
 */

// The app and its shell.
export { OttApp, type OttAppProps } from './app/OttApp';
export { AppProvider, type AppProviderProps } from './app/AppProvider';
export { mountApp } from './app/mountApp';
export { afterPageLoad, onceCachedOrAfterLoad } from './app/afterPageLoad';
export { registerServiceWorker, type RegisterServiceWorkerOptions } from './app/registerServiceWorker';
export { routes, screenRoutes } from './routes';

// Reading the running app (the app runtime's ready state of @ott/common).
export {
  useAccountController,
  useApp,
  useAppConfig,
  useCapabilities,
  useConfig,
  useContentClient,
  useLoadEpgService,
  useLogger,
  useStorage,
} from './hooks/useApp';
export { useAppStore, useAppStoreApi, type AppStoreName, type AppStoreState } from './hooks/useAppStore';

// Content, lists and the viewer's choices.
export { useMedia } from './hooks/useMedia';
export { usePlaylist, type PlaylistParams } from './hooks/usePlaylist';
export { useContentList } from './hooks/useContentList';
export { useSeries } from './hooks/useSeries';
export { useEpisodes } from './hooks/useEpisodes';
export { useSearch } from './hooks/useSearch';
export { useEpg } from './hooks/useEpg';
export { useFavorites, useIsFavorite, type FavoritesControl } from './hooks/useFavorites';
export { useMediaProgress, useWatchHistory, type WatchHistoryControl } from './hooks/useWatchHistory';
export { useLanguage, type LanguageControl } from './hooks/useLanguage';
export { useToast, type ToastControl } from './hooks/useToast';

// Building blocks for screens of one's own.
export { Layout } from './components/Layout/Layout';
export { Card, type CardProps, type CardVariant } from './components/Card/Card';
export { Shelf, type ShelfProps, type ShelfStatus } from './components/Shelf/Shelf';
export { Player, type PlayerProps } from './components/Player/Player';
export { ErrorPage, type ErrorPageProps } from './components/ErrorPage/ErrorPage';
export { LoadingIndicator, type LoadingIndicatorProps } from './components/LoadingIndicator/LoadingIndicator';
export { CaptchaWidgetProvider, type CaptchaWidget, type CaptchaWidgetProps } from './components/Captcha/captchaWidget';
export { AltchaCaptcha } from './components/Captcha/AltchaCaptcha';

// Translations (the spec's namespaces, English bundled, other languages on demand).
export { createI18n, loadLanguage, type I18n } from './i18n/createI18n';
export { NAMESPACES, type Namespace } from './i18n/namespaces';
