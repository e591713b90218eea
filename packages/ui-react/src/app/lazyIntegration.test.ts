import { container as rootContainer, registerIntegration, type IntegrationModule } from '@ott/common';
import { describe, expect, it, vi } from 'vitest';
import { createAuthTestConfig } from '../test/accountIntegration';
import { createTestConfig } from '../test/fixtures';
import { lazyIntegration } from './lazyIntegration';

const loadedModule = (type: IntegrationModule['type'] = 'custom') => ({ type, register: vi.fn<IntegrationModule['register']>() });

describe('lazyIntegration', () => {
  it('is not loaded on a site that does not enable it', async () => {
    const load = vi.fn(async () => loadedModule());
    await registerIntegration(rootContainer.createChildContainer(), createTestConfig(), [lazyIntegration('custom', load)]);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and registers the module when the config enables it', async () => {
    const module = loadedModule();
    const container = rootContainer.createChildContainer();
    const config = createAuthTestConfig();
    await expect(registerIntegration(container, config, [lazyIntegration('custom', async () => module)])).resolves.toBe('custom');
    expect(module.register).toHaveBeenCalledWith(container, config);
  });

  it('refuses a loader that brings another integration', async () => {
    const lazy = lazyIntegration('custom', async () => loadedModule('jwp'));
    await expect(lazy.register(rootContainer.createChildContainer(), createAuthTestConfig())).rejects.toThrow(/loaded the "jwp" integration/);
  });
});
