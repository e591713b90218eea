import { isVisibleForLanguage } from './languageFilter';

/**
 * Menu items and content rows by login or subscription state (001 §7.9: "menu items by
 * language/login/subscription state; content items by language/login/subscription"). The config
 * declares the condition in the entry's `custom` parameters, beside a menu item's `custom.language`:
 * `custom.audience` is a comma list of conditions that must all hold, each negated by a leading
 * `!` the way the language filters are:
 *
 * - `logged_in`: a signed-in viewer; `!logged_in`: a visitor who is not signed in;
 * - `subscribed`: a viewer with an active subscription; `!subscribed`: anyone without one.
 *
 * No list (or an empty one) means everyone. A condition the app does not know hides the entry: a
 * typo must never show a members' row to everybody.
 */
export const AUDIENCE_KEY = 'audience';

export const AUDIENCE_CONDITION = { LOGGED_IN: 'logged_in', SUBSCRIBED: 'subscribed' } as const;
export type AudienceCondition = (typeof AUDIENCE_CONDITION)[keyof typeof AUDIENCE_CONDITION];

/** What the conditions are evaluated against: the active language and the viewer's account state. */
export interface ViewerAudience {
  language: string;
  isLoggedIn: boolean;
  hasActiveSubscription: boolean;
}

interface Requirement {
  condition: AudienceCondition | null;
  negated: boolean;
}

const KNOWN: ReadonlySet<string> = new Set(Object.values(AUDIENCE_CONDITION));

export function parseAudience(text: unknown): Requirement[] {
  if (typeof text !== 'string') return [];
  return text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((token) => token !== '')
    .map((token) => {
      const negated = token.startsWith('!');
      const name = (negated ? token.slice(1) : token).trim();
      return { condition: KNOWN.has(name) ? (name as AudienceCondition) : null, negated };
    });
}

/** Whether every condition of `text` holds for the viewer (no conditions: everyone). */
export function isVisibleForAudience(text: unknown, viewer: Pick<ViewerAudience, 'isLoggedIn' | 'hasActiveSubscription'>): boolean {
  return parseAudience(text).every(({ condition, negated }) => {
    if (condition === null) return false;
    const holds = condition === AUDIENCE_CONDITION.LOGGED_IN ? viewer.isLoggedIn : viewer.hasActiveSubscription;
    return negated ? !holds : holds;
  });
}

type Custom = { custom?: Record<string, unknown> | null };

/** A content row: its `filterTags` language filter and its `custom.audience`. */
export const isContentRowShown = (row: Custom & { filterTags?: string | null }, viewer: ViewerAudience): boolean =>
  isVisibleForLanguage(row.filterTags, viewer.language) && isVisibleForAudience(row.custom?.[AUDIENCE_KEY], viewer);

/** A menu item: its `custom.language` filter and its `custom.audience`. */
export const isMenuItemShown = (item: Custom, viewer: ViewerAudience): boolean => {
  const language = item.custom?.['language'];
  return isVisibleForLanguage(typeof language === 'string' ? language : null, viewer.language) && isVisibleForAudience(item.custom?.[AUDIENCE_KEY], viewer);
};
