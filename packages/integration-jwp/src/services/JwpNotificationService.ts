import { createAppError, notificationSchema, type Logger, type Notification, type NotificationService } from '@ott/common';
import { z } from 'zod/mini';
import type { JwpSession } from '../session/JwpSession';

/** The part of the browser's WebSocket this service uses. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

/** Reconnect delays: doubling from 1 s up to 30 s; a connection that opened starts again at 1 s. */
export const RECONNECT_DELAY_MS = { first: 1_000, max: 30_000 } as const;

export interface JwpNotificationServiceOptions {
  baseUrl: string;
  session: Pick<JwpSession, 'validTokens'>;
  logger: Logger;
  /** Default: the runtime's WebSocket. */
  socket?: SocketFactory;
  /** Default: setTimeout, for tests that move time. */
  schedule?: (run: () => void, ms: number) => { cancel(): void };
}

/** `{base}/notifications/{uuid}?access_token=...` with http(s) turned into ws(s). */
export function notificationsUrl(baseUrl: string, uuid: string, token: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/notifications/${encodeURIComponent(uuid)}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  url.searchParams.set('access_token', token);
  return url.toString();
}

const defaultSocket: SocketFactory = (url) => {
  const WebSocketClass = (globalThis as { WebSocket?: new (url: string) => SocketLike }).WebSocket;
  if (!WebSocketClass) throw createAppError('not_supported', { details: { reason: 'no WebSocket in this runtime' } });
  return new WebSocketClass(url);
};

const defaultSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return { cancel: () => clearTimeout(timer) };
};

/** A message as the platform pushes it: one JSON object; anything else is null. */
function parseNotification(data: unknown): Notification | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = z.safeParse(notificationSchema, JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Real-time notifications of the account (000 §4) over the platform's notification socket (a
 * plain WebSocket here; production's AWS IoT channel is described in the README). The socket
 * carries the token in the URL (browsers cannot set headers on it). A dropped connection is opened
 * again after a growing delay, with a fresh token; unsubscribing closes it for good. Malformed
 * messages are dropped with a log.
 */
export class JwpNotificationService implements NotificationService {
  constructor(private readonly options: JwpNotificationServiceOptions) {}

  async subscribeToNotifications(uuid: string, onNotification: (notification: Notification) => void): Promise<() => void> {
    if (!uuid) throw createAppError('id_required', { details: { reason: 'the account has no uuid' } });
    const { logger } = this.options;
    const openSocket = this.options.socket ?? defaultSocket;
    const schedule = this.options.schedule ?? defaultSchedule;
    let socket: SocketLike | null = null;
    let retry: { cancel(): void } | null = null;
    let delay: number = RECONNECT_DELAY_MS.first;
    let stopped = false;

    const reconnectLater = (): void => {
      if (stopped || retry) return;
      const wait = delay;
      delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
      retry = schedule(() => {
        retry = null;
        void connect();
      }, wait);
    };

    const connect = async (): Promise<void> => {
      if (stopped) return;
      let tokens;
      try {
        tokens = await this.options.session.validTokens();
      } catch (error) {
        logger.warn('Notifications: no token to connect with; trying again later', error);
        reconnectLater();
        return;
      }
      // Signed out meanwhile: nothing to listen to.
      if (!tokens || stopped) return;
      let opened: SocketLike;
      try {
        opened = openSocket(notificationsUrl(this.options.baseUrl, uuid, tokens.token));
      } catch (error) {
        logger.error('Notifications: the socket could not be opened', error);
        reconnectLater();
        return;
      }
      socket = opened;
      opened.onopen = () => {
        delay = RECONNECT_DELAY_MS.first;
      };
      opened.onmessage = (event) => {
        const notification = parseNotification(event.data);
        if (!notification) {
          logger.warn('Notifications: a malformed message was dropped', { data: event.data });
          return;
        }
        onNotification(notification);
      };
      opened.onerror = (event) => logger.warn('Notifications: socket error', event);
      opened.onclose = () => {
        if (socket === opened) socket = null;
        reconnectLater();
      };
    };

    await connect();
    return () => {
      stopped = true;
      retry?.cancel();
      retry = null;
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.close(1000, 'unsubscribed');
      }
    };
  }
}
