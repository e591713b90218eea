/** The notification types of the platform (spec 000 §4), as the sites read them. */
export type NotificationType =
  | 'access.granted'
  | 'access.revoked'
  | 'payment.card.success'
  | 'payment.card.failed'
  | 'payment.card.requires.action'
  | 'subscribe.success'
  | 'subscribe.failed'
  | 'subscribe.requires.action'
  | 'account.logout';

export interface PlatformNotification {
  type: NotificationType;
  resource: Record<string, unknown> & { message?: string; redirect_to_url?: string };
  timestamp: number;
}

/** What the hub needs of a socket: send text, and say whether it is still open. */
export interface NotificationSocket {
  send(text: string): void;
  readonly readyState: number;
}

const OPEN = 1;

/**
 * Pushes notifications to every open socket of an account (by its uuid); sockets register
 * themselves and leave when closed. Kept in memory: a restart drops connections, as a server would.
 */
export class NotificationHub {
  private readonly sockets = new Map<string, Set<NotificationSocket>>();

  add(accountUuid: string, socket: NotificationSocket): () => void {
    const set = this.sockets.get(accountUuid) ?? new Set();
    set.add(socket);
    this.sockets.set(accountUuid, set);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(accountUuid);
    };
  }

  push(accountUuid: string, notification: PlatformNotification): number {
    let sent = 0;
    for (const socket of this.sockets.get(accountUuid) ?? []) {
      if (socket.readyState !== OPEN) continue;
      socket.send(JSON.stringify(notification));
      sent += 1;
    }
    return sent;
  }

  /** Closes nothing: the sockets belong to the server; used by tests to wait for a subscriber. */
  count(accountUuid: string): number {
    return this.sockets.get(accountUuid)?.size ?? 0;
  }
}
