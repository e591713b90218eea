import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHER_ID, providerError, START, testSandbox, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
let viewer: { jwt: string; customerId: string };
beforeEach(async () => {
  sandbox = await testSandbox();
  viewer = await sandbox.signUp();
});
afterEach(() => sandbox.app.close());

describe('GET /publishers/{id}/consents', () => {
  it('lists the consents and custom register fields, without a JWT', async () => {
    const { status, json } = await sandbox.call('GET', `/publishers/${PUBLISHER_ID}/consents`);
    expect(status).toBe(200);
    expect(json.responseData.consents.map((consent: { name: string }) => consent.name)).toEqual(['terms', 'marketing', 'favourite_genre']);
    expect(json.responseData.consents[0]).toEqual({
      type: 'checkbox',
      name: 'terms',
      label: expect.stringContaining('Terms'),
      placeholder: '',
      required: true,
      version: '1',
      options: {},
      defaultValue: '',
      enabledByDefault: false,
      isCustomRegisterField: false,
    });
    expect(json.responseData.consents[2]).toMatchObject({ type: 'select', isCustomRegisterField: true, options: { kids: 'Kids' } });
  });

  it('answers 404 for another publisher', async () => {
    const { status, json } = await sandbox.call('GET', '/publishers/1/consents');
    expect(status).toBe(404);
    expect(json).toEqual(providerError('Publisher not found'));
  });
});

describe('customer consents', () => {
  const url = () => `/customers/${viewer.customerId}/consents`;

  it('start declined and needing an update', async () => {
    const { json } = await sandbox.call('GET', url(), undefined, viewer.jwt);
    expect(json.responseData.consents[0]).toEqual({
      customerId: viewer.customerId,
      name: 'terms',
      label: expect.any(String),
      required: true,
      version: '1',
      newestVersion: '1',
      needsUpdate: true,
      state: 'declined',
      value: '',
      date: null,
    });
  });

  it('are saved by PUT and read back (with the date on the clock)', async () => {
    const put = await sandbox.call(
      'PUT',
      url(),
      {
        id: viewer.customerId,
        consents: [
          { name: 'terms', version: '1', state: 'accepted' },
          { name: 'favourite_genre', version: '1', state: 'accepted', value: 'kids' },
        ],
      },
      viewer.jwt,
    );
    expect(put).toEqual({ status: 200, json: { responseData: {}, errors: [] } });
    const { json } = await sandbox.call('GET', url(), undefined, viewer.jwt);
    const byName = Object.fromEntries(json.responseData.consents.map((consent: { name: string }) => [consent.name, consent]));
    expect(byName.terms).toMatchObject({ state: 'accepted', needsUpdate: false, date: START / 1000 });
    expect(byName.favourite_genre).toMatchObject({ state: 'accepted', value: 'kids' });
    expect(byName.marketing).toMatchObject({ state: 'declined', needsUpdate: true });
  });

  it('flag an accepted older version as needing an update', async () => {
    await sandbox.call('PUT', url(), { consents: [{ name: 'terms', version: '0', state: 'accepted' }] }, viewer.jwt);
    const { json } = await sandbox.call('GET', url(), undefined, viewer.jwt);
    expect(json.responseData.consents[0]).toMatchObject({ version: '0', newestVersion: '1', needsUpdate: true });
  });

  it.each([
    [{ consents: [{ name: 'nope', version: '1', state: 'accepted' }] }, 'Invalid param consents: unknown consent nope'],
    [{ consents: [{ name: 'terms', version: '1', state: 'maybe' }] }, 'Invalid param consents.0.state'],
    [{}, 'Invalid param consents'],
  ])('refuse %j (422)', async (body, message) => {
    const { status, json } = await sandbox.call('PUT', url(), body, viewer.jwt);
    expect(status).toBe(422);
    expect(json).toEqual(providerError(message));
  });

  it('need the JWT of that customer', async () => {
    expect((await sandbox.call('GET', url())).status).toBe(401);
    const other = await sandbox.signUp('other@example.org');
    expect((await sandbox.call('PUT', url(), { consents: [] }, other.jwt)).status).toBe(403);
  });
});
