import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { providerError, testSandbox, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
let viewer: { jwt: string; customerId: string };
beforeEach(async () => {
  sandbox = await testSandbox();
  viewer = await sandbox.signUp();
});
afterEach(() => sandbox.app.close());

const status = () => sandbox.call('GET', `/customers/${viewer.customerId}/capture/status`, undefined, viewer.jwt);
const answer = (body: unknown) => sandbox.call('PUT', `/customers/${viewer.customerId}/capture`, body, viewer.jwt);

describe('capture (personal details)', () => {
  it('asks every field of the publisher before anything is answered', async () => {
    const { json } = await status();
    expect(json.responseData.isCaptureEnabled).toBe(true);
    expect(json.responseData.shouldCaptureBeDisplayed).toBe(true);
    expect(json.responseData.settings).toEqual([
      { key: 'firstNameLastName', enabled: true, required: true, answer: null },
      { key: 'companyName', enabled: true, required: false, answer: null },
      { key: 'address', enabled: true, required: false, answer: null },
      { key: 'phoneNumber', enabled: true, required: false, answer: null },
      { key: 'birthDate', enabled: true, required: true, answer: null },
      { key: 'custom_1', enabled: true, required: true, question: 'How did you hear about us?', value: expect.stringContaining('friends:From friends'), answer: null },
      { key: 'custom_2', enabled: true, required: false, question: expect.any(String), value: expect.any(String), answer: null },
    ]);
  });

  it('saves every kind of answer, and stops asking once the required ones are given', async () => {
    const put = await answer({
      customerId: viewer.customerId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines',
      address: 'Main street 1',
      address2: '',
      city: 'London',
      state: 'LDN',
      postCode: 'W1 1AA',
      country: 'GB',
      phoneNumber: '+44 20 7946 0000',
      birthDate: '1815-12-10',
      customAnswers: [{ questionId: 'custom_1', question: 'How did you hear about us?', value: 'friends' }],
    });
    expect(put.status).toBe(200);
    const { json } = await status();
    expect(json.responseData.shouldCaptureBeDisplayed).toBe(false);
    const byKey = Object.fromEntries(json.responseData.settings.map((setting: { key: string; answer: unknown }) => [setting.key, setting.answer]));
    expect(byKey).toEqual({
      firstNameLastName: { firstName: 'Ada', lastName: 'Lovelace' },
      companyName: 'Analytical Engines',
      address: { address: 'Main street 1', address2: null, city: 'London', state: 'LDN', postCode: 'W1 1AA', country: 'GB' },
      phoneNumber: '+44 20 7946 0000',
      birthDate: '1815-12-10',
      custom_1: 'friends',
      custom_2: null,
    });
    const customer = await sandbox.call('GET', `/customers/${viewer.customerId}`, undefined, viewer.jwt);
    expect(customer.json.responseData).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('keeps earlier answers when a later call sends fewer fields', async () => {
    await answer({ companyName: 'First' });
    await answer({ phoneNumber: '123' });
    const { json } = await status();
    expect(json.responseData.settings.find((setting: { key: string }) => setting.key === 'companyName').answer).toBe('First');
  });

  it.each([
    [{ birthDate: '10-12-1815' }, 'Invalid param birthDate'],
    [{ birthDate: '2001-02-30' }, 'Invalid param birthDate'],
    [{ customAnswers: [{ questionId: 'custom_9', value: 'x' }] }, 'Invalid param customAnswers.questionId'],
    [{ customAnswers: [{ questionId: 'custom_1', value: 'telepathy' }] }, 'Invalid param customAnswers.value'],
    [{ firstName: 'x'.repeat(51) }, 'Invalid param firstName'],
  ])('refuses %j (422)', async (body, message) => {
    const { status: code, json } = await answer(body);
    expect(code).toBe(422);
    expect(json).toEqual(providerError(message));
  });

  it('needs the JWT of that customer', async () => {
    expect((await sandbox.call('GET', `/customers/${viewer.customerId}/capture/status`)).status).toBe(401);
  });
});
