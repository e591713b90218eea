export { resolveAppConfig, type AppConfig, type Brand, type ResolvedAppConfig } from './appConfig';
export { appConfigFromEnv, LOCAL_CONTENT_HOST, type AppEnv, type AppEnvDefaults } from './appConfigFromEnv';
export { browserEnvironment, createAppRuntime, type AppEnvironment, type AppRuntime, type AppRuntimeOptions, type AppRuntimeState } from './appRuntime';
export { composeApp, createMediaResolver, type ActiveIntegration, type AppServices, type AppStores, type ComposeAppInput } from './composeApp';
export { requestedLanguageOf, saveLanguage } from './language';
export { loadConfig, type LoadConfigInput, type LoadedConfig } from './loadConfig';
export { BOOTSTRAP_RETRY_DELAY_MS, bootstrapFetch, contentQueryRetry, createQueryClient, type BootstrapFetch } from './queryClient';
export { startupErrorText, type StartupErrorText } from './startupErrorText';
