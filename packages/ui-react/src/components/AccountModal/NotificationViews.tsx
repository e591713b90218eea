import { useNotificationViews } from './useNotificationViews';

/** Binds the real-time notifications to the overlay (its own chunk: only sites whose provider pushes them load it). */
export default function NotificationViews() {
  useNotificationViews();
  return null;
}
