export { CLEENG_CAPABILITIES, CLEENG_NAME, CLEENG_OFFERS_ENTITLEMENT_TYPE, cleengIntegration, createCleengIntegration, type CleengIntegrationOptions } from './module';
export type { CleengHostOverride, CleengHosts } from './config/hosts';
