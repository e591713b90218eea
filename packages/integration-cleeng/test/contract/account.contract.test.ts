import { StorageService, createMemoryStorage, createServiceContainer, type AuthService, type ProfileService } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { createCleengIntegration } from '../../src/module';
import { failureOf, spyLogger, testConfig } from '../support/testService';
import { MONTHLY, PASSWORD, SANDBOX_PUBLISHER_ID, acceptedTerms, createClient, newEmail, signedUp, useSandbox } from './sandbox';

const sandbox = useSandbox();

describe('contract: account calls against apps/provider-sandbox', () => {
  it('the module, registered with the development host override, signs in against the sandbox', async () => {
    const { email, user } = await signedUp(sandbox);
    const config = testConfig({ id: SANDBOX_PUBLISHER_ID, monthlyOffer: MONTHLY });
    const container = createServiceContainer();
    container.value('config', config);
    container.value('fetch', (input, init) => globalThis.fetch(input, init));
    container.value('storage', new StorageService(createMemoryStorage()));
    container.value('logger', spyLogger());
    const integration = createCleengIntegration({ hostOverride: sandbox.baseUrl });
    container.value('capabilities', integration.capabilities);
    await integration.register(container, config);
    const auth = container.resolve('auth') as AuthService;
    const { user: signedIn } = await auth.login({ email, password: PASSWORD, referrer: '/' });
    expect(signedIn.id).toBe(user.id);
    expect((container.resolve('profile') as ProfileService) === (auth as unknown)).toBe(true);
  });

  it('register: /locales then /customers, the consents given saved afterwards; the customer reads back', async () => {
    const client = createClient(sandbox, { customerIP: '198.51.100.7' });
    const publisherConsents = await client.account.getPublisherConsents();
    expect(publisherConsents.map((consent) => consent.name)).toEqual(['terms', 'marketing', 'favourite_genre']);
    const email = newEmail();
    const consents = publisherConsents
      .filter((consent) => consent.name !== 'favourite_genre')
      .map((consent) => ({ name: consent.name, version: consent.version, state: 'accepted' as const, label: consent.label, required: consent.required }));
    const { user, customerConsents } = await client.account.register({ email, password: PASSWORD, referrer: '/', consents: consents as never });
    expect(user).toMatchObject({ email, country: 'GB' });
    expect(user.id).toMatch(/^\d{9}$/);
    expect(customerConsents.filter((consent) => consent.state === 'accepted').map((consent) => consent.name)).toEqual(['terms', 'marketing']);
    expect(client.storedAuth()).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), expires: expect.any(Number) });
  });

  it('register refuses an address that exists with the provider message the screens map', async () => {
    const { email } = await signedUp(sandbox);
    const error = await failureOf(() => createClient(sandbox).account.register({ email, password: PASSWORD, referrer: '/', consents: [] }));
    expect(error.message).toBe('Customer already exists.');
    expect(error.code).toBe(422);
  });

  it('register refuses a weak password as "Invalid param password"', async () => {
    const error = await failureOf(() => createClient(sandbox).account.register({ email: newEmail(), password: 'short', referrer: '/', consents: [] }));
    expect(error.message).toBe('Invalid param password');
  });

  it('login: a second client signs in and reads the same customer; a wrong password is refused', async () => {
    const { email, user } = await signedUp(sandbox);
    const other = createClient(sandbox);
    const { user: again, customerConsents } = await other.account.login({ email, password: PASSWORD, referrer: '/' });
    expect(again.id).toBe(user.id);
    expect(customerConsents.map((consent) => consent.name)).toContain('terms');
    const error = await failureOf(() => createClient(sandbox).account.login({ email, password: 'wrong-pass1', referrer: '/' }));
    expect(error.message).toBe('Wrong email or password');
    expect(error.code).toBe(401);
  });

  it('logout is local: the session is gone, authenticated calls need a new sign-in', async () => {
    const { client } = await signedUp(sandbox);
    await client.account.logout();
    expect(await client.account.getAuthData()).toBeNull();
    expect(client.storedAuth()).toBeNull();
    expect((await failureOf(() => client.account.getUser())).code).toBe('not_logged_in');
  });

  it('update customer: names and metadata (externalData)', async () => {
    const { client, user } = await signedUp(sandbox);
    const updated = await client.account.updateCustomer({ id: user.id, firstName: 'Ada', lastName: 'Lovelace', metadata: { theme: 'dark' } });
    expect(updated).toMatchObject({ id: user.id, firstName: 'Ada', lastName: 'Lovelace', metadata: { theme: 'dark' } });
    expect((await client.account.getUser()).user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('email change needs the confirmation password: a wrong one is refused, the right one changes the address', async () => {
    const { client, user } = await signedUp(sandbox);
    const email = newEmail('moved');
    const refused = await failureOf(() => client.account.updateCustomer({ id: user.id, email, confirmationPassword: 'not-it-123' }));
    expect(refused.message).toBe('Invalid confirmationPassword field');
    const updated = await client.account.updateCustomer({ id: user.id, email, confirmationPassword: PASSWORD });
    expect(updated.email).toBe(email);
    await expect(createClient(sandbox).account.login({ email, password: PASSWORD, referrer: '/' })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('email change to an address another customer has is refused', async () => {
    const { email: taken } = await signedUp(sandbox);
    const { client, user } = await signedUp(sandbox);
    const error = await failureOf(() => client.account.updateCustomer({ id: user.id, email: taken, confirmationPassword: PASSWORD }));
    expect(error.message).toBe('Customer email already exists');
  });

  it('customer consents: never answered reads declined and needing an update; an update is read back', async () => {
    const { client, user } = await signedUp(sandbox);
    const before = await client.account.getCustomerConsents(user);
    expect(before.find((consent) => consent.name === 'terms')).toMatchObject({ state: 'declined', needsUpdate: true, required: true });
    const after = await client.account.updateCustomerConsents(user, acceptedTerms(before));
    expect(after.find((consent) => consent.name === 'terms')).toMatchObject({ state: 'accepted', needsUpdate: false, version: '1' });
    expect(after.find((consent) => consent.name === 'marketing')).toMatchObject({ state: 'declined' });
  });

  it('publisher consents need no session and carry the custom register field', async () => {
    const consents = await createClient(sandbox).account.getPublisherConsents();
    expect(consents.find((consent) => consent.name === 'terms')).toMatchObject({ type: 'checkbox', required: true, version: '1' });
    expect(consents.find((consent) => consent.name === 'favourite_genre')).toMatchObject({ type: 'select', required: false });
  });

  it('capture: the status asks for the required fields; answers (personal fields, custom answers) are saved and read back', async () => {
    const { client, user } = await signedUp(sandbox);
    const status = await client.account.getCaptureStatus(user);
    expect(status).toMatchObject({ isCaptureEnabled: true, shouldCaptureBeDisplayed: true });
    expect(status.settings.map((setting) => setting.key)).toEqual(['firstNameLastName', 'companyName', 'address', 'phoneNumber', 'birthDate', 'custom_1', 'custom_2']);
    const custom = status.settings.find((setting) => setting.key === 'custom_1')!;
    expect(custom).toMatchObject({ question: 'How did you hear about us?', value: expect.stringContaining('friends:From friends') });

    const customer = await client.account.updateCaptureAnswers(user, {
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Navy',
      address: 'Main street 1',
      city: 'Arlington',
      postCode: '22201',
      country: 'US',
      phoneNumber: '+1 555 0100',
      birthDate: '1906-12-09',
      customAnswers: [
        { questionId: 'custom_1', question: custom.question!, value: 'friends' },
        { questionId: 'custom_2', question: 'Which device do you watch on most?', value: '' },
      ],
    });
    expect(customer).toMatchObject({ id: user.id, firstName: 'Grace', lastName: 'Hopper' });
    const done = await client.account.getCaptureStatus(user);
    expect(done.shouldCaptureBeDisplayed).toBe(false);
    const answer = (key: string) => done.settings.find((setting) => setting.key === key)?.answer;
    expect(answer('firstNameLastName')).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
    expect(answer('address')).toMatchObject({ address: 'Main street 1', city: 'Arlington', postCode: '22201', country: 'US' });
    expect(answer('birthDate')).toBe('1906-12-09');
    expect(answer('custom_1')).toBe('friends');
    expect(answer('custom_2')).toBeUndefined();
  });

  it('capture refuses a birth date that is no calendar day', async () => {
    const { client, user } = await signedUp(sandbox);
    const error = await failureOf(() => client.account.updateCaptureAnswers(user, { birthDate: '2001-02-30', customAnswers: [] }));
    expect(error.message).toBe('Invalid param birthDate');
  });
});
