import type { AppConfig } from '@ott/common';
import { customIntegration } from '@ott/integration-custom';
import { OttApp } from '@ott/ui-react';
import { createAppConfig } from './appConfig';

const defaultAppConfig = createAppConfig(import.meta.env);

/**
 * The account integrations this site can run with; the config enables at most one. Each module is
 * a small description of its provider: the custom account API's services (@ott/integration-custom)
 * are downloaded only by a config that enables it (`integrations.custom.apiUrl`, e.g. the demo's
 * `demoauth`), so the free site's first load stays without them.
 */
const integrations = [customIntegration];

/** The site: the shared app with this brand. */
export function App({ appConfig = defaultAppConfig }: { appConfig?: AppConfig }) {
  return <OttApp appConfig={appConfig} integrations={integrations} />;
}
