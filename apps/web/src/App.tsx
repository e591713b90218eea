import { lazyIntegration, OttApp, type AppConfig } from '@ott/ui-react';
import { createAppConfig } from './appConfig';

const defaultAppConfig = createAppConfig(import.meta.env);

/**
 * The account integrations this site can run with; the config enables at most one. The custom
 * account API (`customIntegration` of @ott/integration-custom) is downloaded only by a config that
 * enables it (`integrations.custom.apiUrl`, e.g. the demo's `demoauth`): the free site's first load
 * stays without it.
 */
const integrations = [lazyIntegration('custom', () => import('@ott/integration-custom').then((module) => module.customIntegration))];

/** The site: the shared app with this brand. */
export function App({ appConfig = defaultAppConfig }: { appConfig?: AppConfig }) {
  return <OttApp appConfig={appConfig} integrations={integrations} />;
}
