/**
 * @ott/player: the playback engine without React. A front end creates a session, starts it on a
 * `<video>` with a playback plan and an adapter factory, binds `subscribe`/`getState`, and sends
 * the controls' commands. Test fakes are in `@ott/player/testing`.
 */
export { createPlayerSession, type PlayerPhase, type PlayerSession, type PlayerSessionState, type StartOptions } from './playerSession';
export { playbackKey, playbackPlan, type PlaybackPlan, type PlaybackPlanInput } from './playbackPlan';
export {
  noAdBreaks,
  type AdBreakContext,
  type AdBreakOffset,
  type AdBreakPlayer,
  type AdBreakRequest,
  type AdPlaybackState,
  type AdPresenter,
  type ScheduledAdBreak,
} from './adBreaks';
export { createVastAdBreaks, type VastAdBreakOptions, type VastAdBreakPlayer } from './ads/VastAdBreakPlayer';
export { AD_FREE_TAG, type AdSettings, type VastAdBreak } from './ads/adScheduleRules';
export { createDefaultAdapter, defaultAdapterFactory } from './createDefaultAdapter';
export type { HlsClass, LoadHls } from './HlsJsAdapter';
export type {
  LoadOptions,
  PlayerAdapter,
  PlayerAdapterFactory,
  PlayerError,
  PlayerEventMap,
  PlayerEventName,
  PlayerLevel,
  PlayerListener,
  PlayerSnapshot,
  PlayerSource,
  PlayerTrack,
  SideTextTrack,
} from './PlayerAdapter';
export { errorOfPlayback, playerErrorKind, type PlayerErrorKind } from './playerErrors';
export {
  createSsaiBreakState,
  ssaiBreakAt,
  ssaiBreaks,
  type SsaiAd,
  type SsaiAdState,
  type SsaiBreak,
  type SsaiBreakState,
  type SsaiFragment,
} from './ssaiBreaks';
export { contentDuration, contentSnapshot, toContentTime, toStreamTime } from './contentTime';
