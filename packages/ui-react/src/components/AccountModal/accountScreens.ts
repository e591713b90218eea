import type { AccountOverlayValue } from '@ott/common';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AccountScreen {
  /** Dialog title (namespace account); a screen may replace it for one of its states. */
  titleKey: string;
  Screen: LazyExoticComponent<ComponentType>;
}

/**
 * The overlay screens this app has, each its own chunk (forms, zod and react-hook-form load only
 * when an account screen opens; the purchase screens also load the checkout controller and the
 * subscription screens the subscription controller). A value without a screen here says it is not
 * available.
 */
export const ACCOUNT_SCREENS: Readonly<Partial<Record<AccountOverlayValue, AccountScreen>>> = {
  login: { titleKey: 'login.title', Screen: lazy(() => import('../AccountForms/Login')) },
  'create-account': { titleKey: 'registration.title', Screen: lazy(() => import('../AccountForms/CreateAccount')) },
  'personal-details': { titleKey: 'personal_details.title', Screen: lazy(() => import('../AccountForms/PersonalDetails')) },
  'forgot-password': { titleKey: 'forgot.title', Screen: lazy(() => import('../AccountForms/ForgotPassword')) },
  'send-confirmation': { titleKey: 'confirmation.title', Screen: lazy(() => import('../AccountForms/SendConfirmation')) },
  'reset-password': { titleKey: 'reset.title', Screen: lazy(() => import('../AccountForms/ResetPassword')) },
  'edit-password': { titleKey: 'edit_password.title', Screen: lazy(() => import('../AccountForms/EditPassword')) },
  'add-password': { titleKey: 'add_password.title', Screen: lazy(() => import('../AccountForms/AddPassword')) },
  'login-device': { titleKey: 'login_device.title', Screen: lazy(() => import('../AccountForms/LoginDevice')) },
  // External library login (sites whose integration exchanges viewer tokens).
  'login-external': { titleKey: 'login_external.title', Screen: lazy(() => import('../AccountForms/LoginExternal')) },
  // Deleting the account (providers with canDeleteAccount).
  'delete-account': { titleKey: 'delete_account.title', Screen: lazy(() => import('../AccountForms/DeleteAccount')) },
  'delete-account-confirmation': { titleKey: 'delete_account.confirmation_title', Screen: lazy(() => import('../AccountForms/DeleteAccountConfirmation')) },
  'warning-account-deletion': { titleKey: 'delete_account.warning_title', Screen: lazy(() => import('../AccountForms/WarningAccountDeletion')) },
  // Subscription management (the payments page's screens).
  unsubscribe: { titleKey: 'cancel_subscription.title', Screen: lazy(() => import('../SubscriptionForms/Unsubscribe')) },
  'renew-subscription': { titleKey: 'renew_subscription.title', Screen: lazy(() => import('../SubscriptionForms/RenewSubscription')) },
  'upgrade-subscription': { titleKey: 'upgrade_subscription.title', Screen: lazy(() => import('../SubscriptionForms/UpgradeSubscription')) },
  'upgrade-subscription-pending': {
    titleKey: 'upgrade_subscription.pending_title',
    Screen: lazy(() => import('../SubscriptionForms/UpgradeSubscriptionResult').then((module) => ({ default: module.UpgradeSubscriptionPending }))),
  },
  'upgrade-subscription-success': {
    titleKey: 'upgrade_subscription.success_title',
    Screen: lazy(() => import('../SubscriptionForms/UpgradeSubscriptionResult').then((module) => ({ default: module.UpgradeSubscriptionSuccess }))),
  },
  'upgrade-subscription-error': {
    titleKey: 'upgrade_subscription.error_title',
    Screen: lazy(() => import('../SubscriptionForms/UpgradeSubscriptionResult').then((module) => ({ default: module.UpgradeSubscriptionError }))),
  },
  'edit-card': { titleKey: 'payment.edit_card', Screen: lazy(() => import('../SubscriptionForms/EditCard')) },
  'payment-method': { titleKey: 'payment.update_payment_details', Screen: lazy(() => import('../SubscriptionForms/PaymentMethod')) },
  'payment-method-success': { titleKey: 'payment.update_payment_success_title', Screen: lazy(() => import('../SubscriptionForms/PaymentMethodSuccess')) },
  // The purchase flow.
  'choose-offer': { titleKey: 'choose_offer.title', Screen: lazy(() => import('../Checkout/ChooseOffer')) },
  checkout: { titleKey: 'checkout.title', Screen: lazy(() => import('../Checkout/Checkout')) },
  'waiting-for-payment': { titleKey: 'checkout.waiting_for_payment', Screen: lazy(() => import('../Checkout/WaitingForPayment')) },
  'finalize-payment': { titleKey: 'checkout.finalizing_payment', Screen: lazy(() => import('../Checkout/FinalizePayment')) },
  welcome: { titleKey: 'checkout.welcome', Screen: lazy(() => import('../Checkout/Welcome')) },
  'payment-error': { titleKey: 'checkout.payment_error', Screen: lazy(() => import('../Checkout/PaymentError')) },
  'payment-cancelled': { titleKey: 'checkout.payment_cancelled', Screen: lazy(() => import('../Checkout/PaymentCancelled')) },
};

export const hasAccountScreen = (value: AccountOverlayValue): boolean => ACCOUNT_SCREENS[value] !== undefined;
