import type { NotificationController, NotificationView } from '@ott/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountModal, TEST_USER } from '../AccountForms/testing/renderAccountModal';
import { createFakeCheckoutController, type FakeCheckoutController } from './testing/fakeCheckoutController';

/** The provider's notifications as common's controller gives them to the screens (000 §4). */
function fakeNotifications() {
  const listeners = new Set<(view: NotificationView) => void>();
  const controller: NotificationController = {
    onView: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose: () => listeners.clear(),
  };
  const push = (view: NotificationView) => act(() => listeners.forEach((listener) => listener(view)));
  return { controller, push, listening: () => listeners.size };
}

async function open(path: string) {
  const notifications = fakeNotifications();
  let fake: FakeCheckoutController | undefined;
  const result = await renderAccountModal({
    path,
    user: TEST_USER,
    prepare: (services) => void (services.notifications = notifications.controller),
    checkout: (store) => {
      fake = createFakeCheckoutController(store);
      // The provider is slow to grant: only the notification can end the wait.
      fake.waitForPayment.mockImplementation(() => new Promise(() => {}));
      return fake;
    },
  });
  return { ...result, ...notifications, fake: fake! };
}

describe('real-time notifications on the screens (000 §4)', () => {
  it('card success closes the waiting view as a finished payment does', async () => {
    const view = await open('/m/abc?u=waiting-for-payment&offerId=S_month&type=pass');
    expect(await screen.findByText('We are waiting for the payment to be confirmed. This can take a few seconds.')).toBeInTheDocument();
    view.push({ kind: 'payment_succeeded' });
    await waitFor(() => expect(view.url()).toBe('/m/abc'));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it("a failure opens payment-error with the provider's message, from any page", async () => {
    const view = await open('/m/abc');
    await waitFor(() => expect(view.listening()).toBe(1));
    view.push({ kind: 'payment_failed', message: 'Your card was declined.' });
    await waitFor(() => expect(view.url()).toBe('/m/abc?u=payment-error'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment failed' }));
    expect(await dialog.findByText('Your card was declined.')).toBeInTheDocument();
  });

  it('a failure without a message shows the general payment-error text', async () => {
    const view = await open('/m/abc?u=waiting-for-payment&offerId=S_month&type=pass');
    await screen.findByText('We are waiting for the payment to be confirmed. This can take a few seconds.');
    view.push({ kind: 'payment_failed', message: undefined });
    await waitFor(() => expect(view.url()).toBe('/m/abc?u=payment-error'));
    expect(await screen.findByRole('dialog', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
  });
});
