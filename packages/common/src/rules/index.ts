// Domain rules of @ott/common: pure functions and small state machines, `now` always passed in.
// The subfolders (validation, routing, presentation, schedules) are wired by their own barrels.
export * from './accessModel';
export * from './changePlanMode';
export * from './continueWatching';
export * from './entitledPlan';
export * from './externalPaymentProvider';
export * from './favorites';
export * from './guideSelection';
export * from './languageFilter';
export * from './liveChannels';
export * from './mediaAccess';
export * from './mediaOffers';
export * from './parseIsoDate';
export * from './passwordAction';
export * from './planChange';
export { isPlayable, isScheduledAt, type PlayableItem } from './playable';
export * from './programmeState';
export * from './resumePoint';
export * from './searchSource';
export * from './subscriptionTransitions';
export * from './viewerTokenAccessModel';
export * from './watchHistory';

// MEDIA_STATUS/MediaStatus and SUBSCRIPTION_STATUS/SubscriptionStatus are published by the entity
// barrel with the same values; the rules accept and return them structurally, so they are not
// exported twice here (a second `export *` of the same name breaks the package barrel).
export {
  EVENT_STATE,
  getMediaStatus,
  isInScheduleWindow,
  isLiveEvent,
  isLiveOrScheduled,
  mediaStatusBadge,
  scheduleWindowOf,
  type MediaStatusBadge,
  type MediaStatusInput,
  type ScheduleWindow,
} from './mediaStatus';
export {
  ACTIVE_SUBSCRIPTION_STATUSES,
  findActiveSubscription,
  grantedAccessSubscription,
  isActiveSubscriptionStatus,
  isSubscriptionActive,
  subscriptionStatusFromActionType,
  type GrantedAccess,
  type GrantedSubscription,
  type SubscriptionStatusInput,
} from './subscriptionStatus';

export * from './validation';
export * from './routing';
export * from './presentation';
export * from './schedules';
export * from './offerSelection';
