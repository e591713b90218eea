export { JWP_ASSET_ENTITLEMENT_TYPE, JWP_CAPABILITIES, JWP_NAME, JWP_REGISTER_SOURCES, createJwpIntegration, jwpIntegration, type JwpIntegrationOptions } from './module';
export { JWP_HOSTS, type JwpHostOverride } from './config/hosts';
