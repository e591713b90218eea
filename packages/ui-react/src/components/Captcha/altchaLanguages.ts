/**
 * ALTCHA's own texts for the site's languages (English is built in): each loads on demand, as
 * the widget does. ALTCHA's Spanish and French are the es-ES and fr-FR files.
 */
export const ALTCHA_LANGUAGES: Readonly<Record<string, () => Promise<unknown>>> = {
  de: () => import('altcha/i18n/de'),
  es: () => import('altcha/i18n/es-es'),
  fr: () => import('altcha/i18n/fr-fr'),
  nl: () => import('altcha/i18n/nl'),
  th: () => import('altcha/i18n/th'),
};

/** Loads ALTCHA's texts for a page language (`nl`, `nl-BE`); English and unknown languages need nothing. */
export async function loadAltchaLanguage(language: string): Promise<void> {
  await ALTCHA_LANGUAGES[language.toLowerCase().split('-')[0]!]?.();
}
