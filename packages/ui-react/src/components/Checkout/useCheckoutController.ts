import type { CheckoutController } from '@ott/common';
import { use } from 'react';
import { useApp } from '../../hooks/useApp';

/**
 * The checkout controller, its code loaded on first use (the screen suspends meanwhile, inside the
 * overlay's Suspense); null when the site's integration sells nothing.
 */
export function useCheckoutController(): CheckoutController | null {
  const load = useApp().loadCheckoutController;
  return load ? use(load()) : null;
}
