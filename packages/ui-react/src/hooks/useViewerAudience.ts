import { viewerAudience, type ViewerAudience } from '@ott/common';
import { useMemo, useState } from 'react';
import { useAppStore } from './useAppStore';

/**
 * The viewer the menu and the home's rows are chosen for (001 §7.9): the active language, signed
 * in or not, subscribed or not. Changes when the viewer signs in or out, subscribes or switches
 * language; the subscription is judged at the time the screen mounted.
 */
export function useViewerAudience(): ViewerAudience {
  const language = useAppStore('site', (state) => state.language);
  const user = useAppStore('account', (state) => state.user);
  const subscription = useAppStore('account', (state) => state.subscription);
  const [now] = useState(Date.now);
  return useMemo(() => viewerAudience(language, { user, subscription }, now), [language, user, subscription, now]);
}
