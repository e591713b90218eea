/** The payment methods the sandbox offers (spec 000 §3: card through the card gateway, PayPal). */
export const PAYMENT_METHODS = [
  { id: 1, methodName: 'card', provider: 'adyen', paymentGateway: 'adyen', logoUrl: '' },
  { id: 2, methodName: 'paypal', provider: 'paypal', paymentGateway: 'paypal', logoUrl: '' },
] as const;

export const isPaymentMethodId = (id: number): boolean => id === 0 || PAYMENT_METHODS.some((method) => method.id === id);
