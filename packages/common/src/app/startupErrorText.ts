import { StartupError, TranslationsLoadError } from '../config/errors';
import { AppError } from '../errors/AppError';
import type { Translate } from '../errors/displayError';

export interface StartupErrorText {
  title: string;
  description?: string;
  helpLink?: string;
}

/**
 * What the startup error screen shows (spec 000 §2, 001 §8 "Config and startup"): the error's
 * title (translated when it is the spec's own message), its description, else a general hint, and
 * its help link, else the app's. "Unable to load translations" is never translated: translations
 * are what failed.
 */
export function startupErrorText(error: unknown, t: Translate, fallbackHelpLink?: string): StartupErrorText {
  if (error instanceof TranslationsLoadError) {
    return { title: error.title, description: error.description, helpLink: error.helpLink ?? fallbackHelpLink };
  }
  const generalDescription = t('error:startup.description');
  if (error instanceof StartupError) {
    const isSpecMessage = error.title === error.message;
    return {
      title: isSpecMessage && error.translationKey ? t(error.translationKey, { defaultValue: error.title }) : error.title,
      description: error.description ?? generalDescription,
      helpLink: error.helpLink ?? fallbackHelpLink,
    };
  }
  // Other app errors carry a message written for people; anything else (a bug) gets the generic title.
  const title = !(error instanceof AppError)
    ? t('error:generic.title')
    : error.translationKey
      ? t(error.translationKey, { defaultValue: error.message })
      : error.message;
  return { title, description: generalDescription, helpLink: fallbackHelpLink };
}
