import type { Notification } from '../entities/account';
import { notificationAction } from '../rules/notificationAction';
import type { NotificationService } from '../services/account';
import { silentLogger, type Logger } from '../services/logger';
import type { AccountStore } from '../stores/accountStore';

/** What the screens show for a notification (the React layer binds them to the account overlay). */
export type NotificationView =
  /** Open payment-error with the provider's message. */
  | { kind: 'payment_failed'; message: string | undefined }
  /** Refresh the entitlements; the waiting view closes as a finished payment does. */
  | { kind: 'payment_succeeded' }
  /** Refresh the entitlements (an item may have unlocked or locked). */
  | { kind: 'access_changed' };

export interface NotificationController {
  /** Listens for the views of notifications; resolves the function that stops listening. */
  onView(listener: (view: NotificationView) => void): () => void;
  /** Stops the channel and the store subscription (the app is torn down). */
  dispose(): void;
}

export interface NotificationControllerOptions {
  service: NotificationService;
  account: AccountStore;
  /** Reloads the customer's subscriptions (the subscription controller's), where the site has them. */
  reloadSubscriptions?: (() => Promise<unknown>) | undefined;
  /** Ends the session here (the account controller's logout). */
  logout?: (() => Promise<unknown>) | undefined;
  /** Sends the browser to a page (a payment's required action). */
  redirect: (url: string) => void;
  logger?: Logger;
}

/**
 * Real-time notifications of the signed-in user (spec 000 §4): the channel is opened for the
 * user's uuid when one signs in and closed when they leave (or another signs in); each
 * notification does what `notificationAction` says. A channel that opens after its user left is
 * closed at once; a channel that cannot be opened is logged (the site works without it: the
 * waiting view still polls).
 */
export function createNotificationController(options: NotificationControllerOptions): NotificationController {
  const { service, account, redirect } = options;
  const logger = options.logger ?? silentLogger;
  const listeners = new Set<(view: NotificationView) => void>();
  let session = 0;
  let stop: (() => void) | undefined;

  const emit = (view: NotificationView): void => {
    for (const listener of listeners) listener(view);
  };
  const reloadSubscriptions = (): void => {
    void options.reloadSubscriptions?.().catch((error: unknown) => logger.warn('The subscriptions could not be reloaded after a notification', error));
  };

  function handle(notification: Notification): void {
    const action = notificationAction(notification);
    switch (action.kind) {
      case 'payment_failed':
        emit({ kind: 'payment_failed', message: action.message });
        return;
      case 'payment_succeeded':
        reloadSubscriptions();
        emit({ kind: 'payment_succeeded' });
        return;
      case 'reload_subscriptions':
        reloadSubscriptions();
        emit({ kind: 'access_changed' });
        return;
      case 'access_granted':
        emit({ kind: 'access_changed' });
        return;
      case 'redirect':
        redirect(action.url);
        return;
      case 'logout':
        void options.logout?.().catch((error: unknown) => logger.warn('The session could not be ended after a logout notification', error));
        return;
      default:
        logger.info('A notification of an unknown type was ignored', notification.type);
    }
  }

  function close(): void {
    session += 1;
    stop?.();
    stop = undefined;
  }

  function open(uuid: string): void {
    close();
    const current = session;
    service
      .subscribeToNotifications(uuid, (notification) => {
        if (current === session) handle(notification);
      })
      .then(
        (unsubscribe) => {
          if (current === session) stop = unsubscribe;
          else unsubscribe();
        },
        (error: unknown) => logger.warn('The real-time notifications could not be opened', error),
      );
  }

  const follow = (uuid: string | undefined): void => (uuid ? open(uuid) : close());
  let uuid = account.getState().user?.uuid ?? undefined;
  if (uuid) open(uuid);
  const unsubscribeStore = account.subscribe((state) => {
    const next = state.user?.uuid ?? undefined;
    if (next === uuid) return;
    uuid = next;
    follow(next);
  });

  return {
    onView(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose() {
      unsubscribeStore();
      close();
      listeners.clear();
    },
  };
}
