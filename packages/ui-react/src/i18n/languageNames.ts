/**
 * A language's own name for itself ("español", "ไทย"), for the language menu: viewers look for
 * their language in their language. Falls back to the code when the runtime lacks the data.
 */
export function nativeLanguageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}
