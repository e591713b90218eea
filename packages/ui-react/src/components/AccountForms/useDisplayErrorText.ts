import { displayErrorText, type DisplayError } from '@ott/common';
import { useTranslation } from 'react-i18next';

/** Text of a mapped error: its translation (any namespace), or the provider's text as is. */
export function useDisplayErrorText(): (error: DisplayError) => string {
  const { t } = useTranslation('account');
  return (error) => displayErrorText(error, t);
}
