export { OttApp, type OttAppProps } from './OttApp';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { resolveAppConfig, type AppConfig, type Brand, type ResolvedAppConfig } from './appConfig';
export { createAppServices, createMediaResolver, type AppServices, type AppStores, type CreateAppServicesInput } from './appServices';
export { bootstrapConfig, type BootstrapConfigInput, type BootstrapConfigResult } from './bootstrapConfig';
export { contentQueryRetry, createQueryClient } from './queryClient';
export { applyDocumentHead, applyStyleVariables, stylingVariables } from './documentStyling';
export { withRetry, BOOTSTRAP_RETRY_DELAY_MS, type RetryOptions } from './withRetry';
