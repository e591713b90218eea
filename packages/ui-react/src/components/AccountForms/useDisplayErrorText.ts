import { displayErrorText, type DisplayError } from '@ott/common';
import { useTranslation } from 'react-i18next';

/**
 * Text of a mapped error: its translation (any namespace), or the provider's text as is. The
 * error mappings of @ott/common give keys of `account` and `user`, both loaded on demand: naming
 * them here loads them before a message is shown.
 */
export function useDisplayErrorText(): (error: DisplayError) => string {
  const { t } = useTranslation(['account', 'user']);
  return (error) => displayErrorText(error, t);
}
