/** The provider's key under the config's `integrations` (its own module, so that the site's entry does not take the endpoint helpers with it). */
export const COGNITO_NAME = 'cognito';
