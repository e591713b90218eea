import type { CheckoutController } from '@ott/common';
import { useEffect, useState } from 'react';
import { useApp } from '../../hooks/useApp';

/**
 * The checkout controller, its code loaded on first use: undefined while it loads, null when the
 * site's integration sells nothing.
 */
export function useCheckoutController(): CheckoutController | null | undefined {
  const load = useApp().loadCheckoutController;
  const [controller, setController] = useState<CheckoutController | null | undefined>(load ? undefined : null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    void load().then((loaded) => current && setController(loaded));
    return () => {
      current = false;
    };
  }, [load]);
  return controller;
}
