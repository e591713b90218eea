import { mediaItemSchema } from '@ott/common';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAuthTestConfig, createFakeAccountService, fakeCustomIntegration } from '../../test/accountIntegration';
import { createTestConfig } from '../../test/fixtures';
import { renderElementWithApp } from '../../test/renderWithApp';
import { Paywall } from './Paywall';

const channel = mediaItemSchema.parse({
  mediaid: 'lcMusic2',
  title: 'Brightwater Sounds',
  contentType: 'livechannel',
  requiresSubscription: 'true',
  backgroundImage: 'http://content.test/v2/media/lcMusic2/images/background.webp',
});

describe('<Paywall>', () => {
  it('names its region by the item, says it is locked and offers the media screens’ button', async () => {
    const fake = createFakeAccountService();
    const { user, router } = await renderElementWithApp(<Paywall item={channel} onPlay={vi.fn()} />, {
      config: createAuthTestConfig(),
      integrations: [fakeCustomIntegration(fake.service)],
    });
    const region = await screen.findByRole('region', { name: 'Brightwater Sounds' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Brightwater Sounds' })).toBeInTheDocument();
    expect(within(region).getByText('Locked')).toBeInTheDocument();
    expect(within(region).getByText('Sign in, or choose a plan that includes this video, to watch it.')).toBeInTheDocument();
    const button = await within(region).findByRole('button', { name: 'Sign up to start watching' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toContain('u=create-account');
  });

  it('on an SVOD site without accounts still says what unlocks it', async () => {
    await renderElementWithApp(<Paywall item={channel} onPlay={vi.fn()} />, { config: createTestConfig({ contentProtection: { accessModel: 'svod' } }) });
    const region = await screen.findByRole('region', { name: 'Brightwater Sounds' });
    expect(within(region).getByRole('button', { name: 'Sign up to start watching' })).toBeInTheDocument();
  });
});
