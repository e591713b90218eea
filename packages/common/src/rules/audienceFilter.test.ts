import { describe, expect, it } from 'vitest';
import { isContentRowShown, isMenuItemShown, isVisibleForAudience, parseAudience } from './audienceFilter';

const VISITOR = { isLoggedIn: false, hasActiveSubscription: false };
const MEMBER = { isLoggedIn: true, hasActiveSubscription: false };
const SUBSCRIBER = { isLoggedIn: true, hasActiveSubscription: true };

describe('parseAudience', () => {
  it.each([
    ['logged_in', [{ condition: 'logged_in', negated: false }]],
    [' !Subscribed , logged_in ,, ', [{ condition: 'subscribed', negated: true }, { condition: 'logged_in', negated: false }]],
    ['premium', [{ condition: null, negated: false }]],
    ['', []],
    [undefined, []],
    [42, []],
  ])('%j', (text, expected) => {
    expect(parseAudience(text)).toEqual(expected);
  });
});

describe('isVisibleForAudience (001 §7.9: by login and subscription state)', () => {
  // [audience, visitor, logged in without subscription, subscriber]
  it.each([
    ['no condition: everyone', undefined, true, true, true],
    ['empty list: everyone', ' , ', true, true, true],
    ['logged_in', 'logged_in', false, true, true],
    ['!logged_in: visitors only', '!logged_in', true, false, false],
    ['subscribed', 'subscribed', false, false, true],
    ['!subscribed: anyone without a subscription', '!subscribed', true, true, false],
    ['all must hold: logged in without a subscription', 'logged_in,!subscribed', false, true, false],
    ['contradiction: nobody', 'logged_in,!logged_in', false, false, false],
    ['an unknown condition hides the entry', 'premium', false, false, false],
    ['an unknown condition hides it even beside a known one', 'logged_in,vip', false, false, false],
  ])('%s', (_name, audience, visitor, member, subscriber) => {
    expect(isVisibleForAudience(audience, VISITOR)).toBe(visitor);
    expect(isVisibleForAudience(audience, MEMBER)).toBe(member);
    expect(isVisibleForAudience(audience, SUBSCRIBER)).toBe(subscriber);
  });
});

describe('content rows and menu items: language and audience together', () => {
  it.each([
    ['a row for subscribers, seen by a subscriber', { custom: { audience: 'subscribed' } }, { language: 'en', ...SUBSCRIBER }, true],
    ['a row for subscribers, seen by a visitor', { custom: { audience: 'subscribed' } }, { language: 'en', ...VISITOR }, false],
    ['a Spanish row for visitors, in English', { filterTags: 'es', custom: { audience: '!logged_in' } }, { language: 'en', ...VISITOR }, false],
    ['a Spanish row for visitors, in Spanish', { filterTags: 'es', custom: { audience: '!logged_in' } }, { language: 'es', ...VISITOR }, true],
    ['a row without conditions', {}, { language: 'th', ...MEMBER }, true],
  ])('row: %s', (_name, row, viewer, expected) => {
    expect(isContentRowShown(row, viewer)).toBe(expected);
  });

  it.each([
    ['a menu item for logged-in viewers, logged in', { custom: { audience: 'logged_in' } }, { language: 'en', ...MEMBER }, true],
    ['a menu item for logged-in viewers, logged out', { custom: { audience: 'logged_in' } }, { language: 'en', ...VISITOR }, false],
    ['a German menu item for subscribers, in English', { custom: { language: 'de', audience: 'subscribed' } }, { language: 'en', ...SUBSCRIBER }, false],
    ['a German menu item for subscribers, in German', { custom: { language: 'de', audience: 'subscribed' } }, { language: 'de', ...SUBSCRIBER }, true],
    ['a menu item with null custom', { custom: null }, { language: 'en', ...VISITOR }, true],
  ])('menu: %s', (_name, item, viewer, expected) => {
    expect(isMenuItemShown(item, viewer)).toBe(expected);
  });
});
