import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPE, notificationSchema } from '../entities/account';
import { notificationAction } from './notificationAction';

const of = (type: string, resource?: Record<string, unknown>) => notificationAction(notificationSchema.parse({ type, resource }));

describe('what a real-time notification does (000 §4)', () => {
  it.each([
    [NOTIFICATION_TYPE.CARD_FAILED, { message: 'Your card was declined.' }, { kind: 'payment_failed', message: 'Your card was declined.' }],
    [NOTIFICATION_TYPE.SUBSCRIBE_FAILED, { message: ' Insufficient funds ' }, { kind: 'payment_failed', message: 'Insufficient funds' }],
    [NOTIFICATION_TYPE.SUBSCRIBE_FAILED, undefined, { kind: 'payment_failed', message: undefined }],
    [NOTIFICATION_TYPE.CARD_SUCCESS, {}, { kind: 'payment_succeeded' }],
    [NOTIFICATION_TYPE.SUBSCRIBE_SUCCESS, {}, { kind: 'reload_subscriptions' }],
    [NOTIFICATION_TYPE.ACCESS_REVOKED, {}, { kind: 'reload_subscriptions' }],
    [NOTIFICATION_TYPE.ACCESS_GRANTED, {}, { kind: 'access_granted' }],
    [NOTIFICATION_TYPE.CARD_REQUIRES_ACTION, { redirect_to_url: 'https://pay.example/3ds?id=1' }, { kind: 'redirect', url: 'https://pay.example/3ds?id=1' }],
    [NOTIFICATION_TYPE.SUBSCRIBE_REQUIRES_ACTION, { redirect_to_url: 'http://127.0.0.1:8180/challenge/2' }, { kind: 'redirect', url: 'http://127.0.0.1:8180/challenge/2' }],
    [NOTIFICATION_TYPE.CARD_REQUIRES_ACTION, { redirect_to_url: 'javascript:alert(1)', message: 'Authenticate' }, { kind: 'payment_failed', message: 'Authenticate' }],
    [NOTIFICATION_TYPE.CARD_REQUIRES_ACTION, {}, { kind: 'payment_failed', message: undefined }],
    [NOTIFICATION_TYPE.ACCOUNT_LOGOUT, {}, { kind: 'logout' }],
    ['something.new', { message: 'x' }, { kind: 'none' }],
  ])('%s %j -> %j', (type, resource, action) => {
    expect(of(type, resource)).toEqual(action);
  });
});
