import type { Customer, CustomerConsent, ForgotPasswordPayload, Logger, UpdateCustomerPayload } from '@ott/common';
import { useAccountController, useLogger } from '../../hooks/useApp';
import { useToast } from '../../hooks/useToast';

/** The part of the account controller this page calls. */
export interface AccountPageController {
  updateCustomer(payload: UpdateCustomerPayload): Promise<Customer>;
  updateConsents(consents: CustomerConsent[]): Promise<void>;
  forgotPassword(payload: ForgotPasswordPayload): Promise<void>;
}

export interface AccountPageServices {
  /** Null on a site without an account integration: the page is then read-only. */
  controller: AccountPageController | null;
  showToast: (message: string, variant: 'success' | 'error') => void;
  logger: Logger;
}

/** What the account page's sections act through: the account controller, toasts and the logger. */
export function useAccountPageServices(): AccountPageServices {
  const controller = useAccountController();
  const toast = useToast();
  const logger = useLogger();
  return { controller, showToast: (message, variant) => toast.show(message, { variant }), logger };
}
