import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/testService';
import { createClient, signedUp, useSandbox } from './sandbox';

const sandbox = useSandbox();
const TV = { deviceId: 'tv-livingroom-1', deviceName: 'Living room TV' };

describe('contract: device codes (the auth host) against apps/provider-sandbox', () => {
  it('the auth host is reached under the override base URL', () => {
    expect(createClient(sandbox).hosts).toEqual({ mediaStore: sandbox.baseUrl, auth: `${sandbox.baseUrl}/auth` });
  });

  it('generate, pending, authorize (lowercase and spaces accepted), then the device signs in once as the customer', async () => {
    const device = createClient(sandbox);
    const generated = await device.account.generateDeviceCode(TV);
    expect(generated.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(generated.expiresAt).toBe(sandbox.clock.now() - (sandbox.clock.now() % 1000) + 15 * 60_000);
    expect(await device.account.checkDeviceCode(generated.code, TV)).toEqual({ status: 'pending' });

    const { client, user } = await signedUp(sandbox);
    await client.account.authorizeCode(` ${generated.code.toLowerCase()} `);

    const checked = await device.account.checkDeviceCode(generated.code, TV);
    expect(checked.status).toBe('authorized');
    expect(device.account.session.customerId).toBe(user.id);
    expect((await device.account.getUser()).user.id).toBe(user.id);
    // The code is spent: checking again asks for a new one.
    expect(await device.account.checkDeviceCode(generated.code, TV)).toEqual({ status: 'expired' });
  });

  it('a code past its 15 minutes is expired for the device and refused to the customer', async () => {
    const device = createClient(sandbox);
    const { code } = await device.account.generateDeviceCode(TV);
    sandbox.clock.advance(16 * 60_000);
    expect(await device.account.checkDeviceCode(code, TV)).toEqual({ status: 'expired' });
    const { client } = await signedUp(sandbox);
    const error = await failureOf(() => client.account.authorizeCode(code));
    expect(error.code).toBe(410);
  });

  it('an unknown code is refused to the customer and reported expired to the device', async () => {
    const { client } = await signedUp(sandbox);
    const error = await failureOf(() => client.account.authorizeCode('ZZZZZZ'));
    expect(error.code).toBe(404);
    expect(await createClient(sandbox).account.checkDeviceCode('ZZZZZZ', TV)).toEqual({ status: 'expired' });
  });

  it('a code checked from another device is refused to that device', async () => {
    const { code } = await createClient(sandbox).account.generateDeviceCode(TV);
    expect(await createClient(sandbox).account.checkDeviceCode(code, { deviceId: 'someone-else', deviceName: 'Other' })).toEqual({ status: 'expired' });
  });
});
