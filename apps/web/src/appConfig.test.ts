import { describe, expect, it } from 'vitest';
import { createAppConfig } from './appConfig';

// How the environment is read is tested with appConfigFromEnv in @ott/ui-react; these are this site's defaults.
describe('createAppConfig', () => {
  it('uses the local server and the demo AVOD config by default', () => {
    expect(createAppConfig({})).toEqual({
      contentHost: 'http://127.0.0.1:8080',
      defaultConfigSource: 'demoavod',
      settingsUrl: undefined,
      helpUrl: undefined,
      brand: { logo: '/logo.svg', name: 'OTT Web App' },
    });
  });
});
