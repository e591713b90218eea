import { describe, expect, it } from 'vitest';
import { CARDS, SEED, useInPlayerViewer } from './testing';

describe('site entitlements', () => {
  const state = useInPlayerViewer();
  const plans = async (token?: string) => (await state.t.form('GET', '/v3/sites/ottjwp01/entitlements', undefined, token)).json;

  it.each([
    ['signed out', false, false, []],
    ['signed in without a subscription', true, false, [['pBwMembr', 'authvod']]],
    ['signed in with the subscription', true, true, [['pBwPlus1', 'svod'], ['pBwMembr', 'authvod']]],
  ])('lists the plans of a viewer %s', async (_case, signedIn, subscribed, expected) => {
    if (subscribed) await state.t.form('POST', '/subscriptions', state.t.card(CARDS.pays, SEED.monthlyFee), state.token);
    const reply = await plans(signedIn ? state.token : undefined);
    expect(reply.plans.map((plan: { id: string; metadata: { access_model: string } }) => [plan.id, plan.metadata.access_model])).toEqual(expected);
    expect(reply).toMatchObject({ page: 1, total: expected.length, page_length: expected.length });
  });

  it('answers the plan in the delivery API shape', async () => {
    await state.t.form('POST', '/subscriptions', state.t.card(CARDS.pays, SEED.monthlyFee), state.token);
    expect((await plans(state.token)).plans[0]).toMatchObject({ id: 'pBwPlus1', original_id: SEED.subscriptionAsset, type: 'plan', metadata: { name: 'Brightwater Plus', access_model: 'svod' } });
  });

  it('refuses a bad token', async () => {
    expect(await plans('nope')).toEqual({ code: 401, message: 'Invalid auth token' });
  });
});
