import {
  ENTITLEMENT_POLL_INTERVAL_MS,
  ENTITLEMENT_POLL_TRIES,
  SUBSCRIPTION_RELOAD_INTERVAL_MS,
  SUBSCRIPTION_RELOAD_TRIES,
  SUBSCRIPTION_RELOAD_TRIES_ADD_PAYMENT_METHOD,
  SUBSCRIPTION_SWITCH_FIRST_DELAY_MS,
  WELCOME_COUNTDOWN_SECONDS,
} from '../../constants';

/** When to try something again: `tries` attempts in all, the first after `initialDelayMs`, then every `intervalMs`. */
export interface RetrySchedule {
  tries: number;
  initialDelayMs: number;
  intervalMs: number;
}

/** After an update, reload subscriptions until an active one shows: 10 tries, 1.5 s apart, the first at once. */
export const SUBSCRIPTION_RELOAD_SCHEDULE: RetrySchedule = {
  tries: SUBSCRIPTION_RELOAD_TRIES,
  initialDelayMs: 0,
  intervalMs: SUBSCRIPTION_RELOAD_INTERVAL_MS,
};

/** After adding a payment method: the same, 5 tries. */
export const ADD_PAYMENT_METHOD_RELOAD_SCHEDULE: RetrySchedule = {
  ...SUBSCRIPTION_RELOAD_SCHEDULE,
  tries: SUBSCRIPTION_RELOAD_TRIES_ADD_PAYMENT_METHOD,
};

/** After a subscription switch the provider needs time: first reload after 3 s, then as usual, 10 tries. */
export const SUBSCRIPTION_SWITCH_RELOAD_SCHEDULE: RetrySchedule = {
  ...SUBSCRIPTION_RELOAD_SCHEDULE,
  initialDelayMs: SUBSCRIPTION_SWITCH_FIRST_DELAY_MS,
};

/**
 * Waiting-for-payment polls the entitlement every 3 s, 5 times. The first check also waits 3 s: the
 * viewer has just paid and the provider has not granted anything yet, so an immediate call is wasted.
 */
export const ENTITLEMENT_POLL_SCHEDULE: RetrySchedule = {
  tries: ENTITLEMENT_POLL_TRIES,
  initialDelayMs: ENTITLEMENT_POLL_INTERVAL_MS,
  intervalMs: ENTITLEMENT_POLL_INTERVAL_MS,
};

/** Welcome screen: a 10 s countdown ticking once a second, then playback starts. */
export const WELCOME_COUNTDOWN = { seconds: WELCOME_COUNTDOWN_SECONDS, tickMs: 1000 } as const;

/** Total time a schedule can take when every attempt fails (attempts themselves not counted). */
export const scheduleDurationMs = ({ tries, initialDelayMs, intervalMs }: RetrySchedule): number =>
  tries <= 0 ? 0 : initialDelayMs + (tries - 1) * intervalMs;
