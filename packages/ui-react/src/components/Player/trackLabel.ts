import type { PlayerTrack } from '@ott/player';

/** A language code's name in the viewer's language ("de" in English is "German"); undefined when unknown. */
export function languageDisplayName(code: string | undefined, uiLanguage: string): string | undefined {
  if (!code) return undefined;
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a menu shows for a track: the stream's own label ("Deutsch", as the publisher named it),
 * else the name of its language in the viewer's language, else a numbered fallback the caller
 * translates ("Track 2").
 */
export function trackLabel(track: PlayerTrack, position: number, uiLanguage: string, numbered: (number: number) => string): string {
  return track.label?.trim() || languageDisplayName(track.language, uiLanguage) || numbered(position + 1);
}
