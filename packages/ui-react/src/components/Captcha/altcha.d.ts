/** The URL of ALTCHA's SHA worker script, as the app's bundler (Vite `?url`) emits it beside the site's files. */
declare module 'altcha/workers/sha?url' {
  const url: string;
  export default url;
}

// ALTCHA ships no types for its regional Spanish and French texts (they only register themselves).
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/fr-fr';
