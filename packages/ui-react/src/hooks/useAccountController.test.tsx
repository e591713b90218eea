import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthTestConfig, createFakeAccountService, fakeCustomIntegration, testCustomer } from '../test/accountIntegration';
import { createTestServices, renderElementWithApp } from '../test/renderWithApp';
import { useAccountController } from './useApp';
import { useToast } from './useToast';

function ControllerProbe() {
  const controller = useAccountController();
  return <p>{controller === null ? 'no accounts' : 'accounts'}</p>;
}

describe('account controller wiring (composeApp, useAccountController)', () => {
  it('creates the controller when the config enables an integration and restores the stored session at start', async () => {
    const fake = createFakeAccountService({ signedInAs: testCustomer() });
    const services = await createTestServices({ config: createAuthTestConfig(), integrations: [fakeCustomIntegration(fake.service)] });
    expect(services.accountController).not.toBeNull();
    expect(services.stores.account.getState().loading.auth).toBe(true);
    await waitFor(() => expect(services.stores.account.getState().loading.auth).toBe(false));
    expect(fake.service.initialize).toHaveBeenCalledTimes(1);
    expect(services.stores.account.getState().user?.email).toBe('ada@example.com');
    expect(services.stores.favorites.getState().target).toBe('account');
  });

  it('has no controller on a site without an integration (AVOD), and auth is not loading', async () => {
    const services = await createTestServices();
    expect(services.accountController).toBeNull();
    expect(services.stores.account.getState().loading.auth).toBe(false);
  });

  it.each([
    ['with an integration', true, 'accounts'],
    ['without one', false, 'no accounts'],
  ])('useAccountController gives the controller %s', async (_case, withIntegration, text) => {
    const fake = createFakeAccountService();
    const view = await renderElementWithApp(<ControllerProbe />, withIntegration ? { config: createAuthTestConfig(), integrations: [fakeCustomIntegration(fake.service)] } : {});
    expect(view.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['useAccountController', useAccountController, /The app is missing/],
    ['useToast', useToast, /ToastContext is missing/],
  ])('%s outside the providers says so', (_name, hook, message) => {
    expect(() => renderHook(() => hook())).toThrow(message);
  });
});
