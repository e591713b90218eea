import { lazyIntegration, OttApp, type AppConfig } from '@ott/ui-react';
import { createAppConfig } from './appConfig';

const defaultAppConfig = createAppConfig(import.meta.env);

/**
 * The account integrations this site can run with; its own config enables none (a free site), so
 * the custom account API (`customIntegration` of @ott/integration-custom) is never downloaded
 * unless a config asks for it.
 */
const integrations = [lazyIntegration('custom', () => import('@ott/integration-custom').then((module) => module.customIntegration))];

/** The children's site: the shared app with this brand. */
export function App({ appConfig = defaultAppConfig }: { appConfig?: AppConfig }) {
  return <OttApp appConfig={appConfig} integrations={integrations} />;
}
