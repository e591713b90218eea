import type { AppConfig } from '@ott/common';
import { customIntegration } from '@ott/integration-custom';
import { OttApp } from '@ott/ui-react';
import { createAppConfig } from './appConfig';

const defaultAppConfig = createAppConfig(import.meta.env);

/**
 * The account integrations this site can run with; its own config enables none (a free site), so
 * the services of the custom account API (@ott/integration-custom) are never downloaded unless a
 * config asks for it.
 */
const integrations = [customIntegration];

/** The children's site: the shared app with this brand. */
export function App({ appConfig = defaultAppConfig }: { appConfig?: AppConfig }) {
  return <OttApp appConfig={appConfig} integrations={integrations} />;
}
