export { COGNITO_CAPABILITIES, COGNITO_ENTITLEMENT_TYPE, COGNITO_LIST_LIMIT, cognitoIntegration, createCognitoIntegration, type CognitoIntegrationOptions } from './module';
export { exchangeToken } from './viewerToken/exchangeToken';
