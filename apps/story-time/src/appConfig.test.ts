import { describe, expect, it } from 'vitest';
import { createAppConfig } from './appConfig';

// How the environment is read is tested with appConfigFromEnv in @ott/ui-react; these are this site's defaults.
describe('createAppConfig', () => {
  it('runs on the local server with the children’s config and no settings file by default', () => {
    expect(createAppConfig({})).toEqual({
      contentHost: 'http://127.0.0.1:8080',
      defaultConfigSource: 'kidstory',
      settingsUrl: null,
      helpUrl: undefined,
      brand: { logo: '/logo.svg', name: 'Story Time' },
    });
  });
});
