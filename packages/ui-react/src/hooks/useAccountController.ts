import type { AccountController } from '@ott/common';
import { useContext } from 'react';
import { AccountControllerContext } from '../app/contexts';

/**
 * The account controller of `@ott/common` (login, sign-up, logout, account calls), or null on a
 * site without an integration (AVOD): check for null before offering anything account-related.
 */
export function useAccountController(): AccountController | null {
  const controller = useContext(AccountControllerContext);
  if (controller === undefined) throw new Error('AccountControllerContext is missing: render this component inside <OttApp> or <AppProviders>.');
  return controller;
}
