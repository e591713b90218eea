import type { SUPPORTED_LANGUAGES } from '@ott/common';

/**
 * The names of the site's own languages in themselves. Written out because the first
 * `Intl.DisplayNames` of a page loads the runtime's locale data: about 12 ms on a fast desktop
 * and four times that on a mid-range phone, spent while the header first renders.
 */
const ENDONYMS: Record<(typeof SUPPORTED_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  th: 'ไทย',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
};

const isKnown = (code: string): code is keyof typeof ENDONYMS => Object.hasOwn(ENDONYMS, code);

/**
 * A language's own name for itself ("español", "ไทย"), for the language menu: viewers look for
 * their language in their language. Other codes ask the runtime, and fall back to the code when
 * it lacks the data.
 */
export function nativeLanguageName(code: string): string {
  if (isKnown(code)) return ENDONYMS[code];
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}
