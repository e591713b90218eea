import { OttApp, type AppConfig } from '@ott/ui-react';
import { createAppConfig } from './appConfig';

const defaultAppConfig = createAppConfig(import.meta.env);

/**
 * The site: the shared app with this brand. Integrations (account and payment providers) are
 * added here when the site uses one: `integrations={[customIntegration]}`.
 */
export function App({ appConfig = defaultAppConfig }: { appConfig?: AppConfig }) {
  return <OttApp appConfig={appConfig} integrations={[]} />;
}
