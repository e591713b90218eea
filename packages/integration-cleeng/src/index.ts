export { CLEENG_CAPABILITIES, CLEENG_NAME, CLEENG_OFFERS_ENTITLEMENT_TYPE, cleengIntegration, createCleengIntegration, type CleengIntegrationOptions } from './module';
export { CLEENG_HOSTS, type CleengHostOverride, type CleengHosts } from './config/hosts';
