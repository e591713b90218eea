import type { ViewerAudience } from '../rules/audienceFilter';
import type { Now } from '../rules/parseIsoDate';
import { selectHasActiveSubscription, selectIsLoggedIn } from '../stores/accountSelectors';
import type { AccountState } from '../stores/accountStore';

/**
 * Who the menu and the content rows are chosen for (001 §7.9): the active language, whether the
 * viewer is signed in and whether they hold an active subscription at `now`.
 */
export const viewerAudience = (language: string, account: Pick<AccountState, 'user' | 'subscription'>, now: Now): ViewerAudience => ({
  language,
  isLoggedIn: selectIsLoggedIn(account),
  hasActiveSubscription: selectHasActiveSubscription(account, now),
});
