import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface CaptchaWidgetProps {
  /** The site key of the config (custom parameter `captchaSiteKey`). */
  siteKey: string;
  /** The page language, for the widget's own texts. */
  language: string;
  /** The answer to send (register, pay without details, PayPal), or null once it expired or was reset. */
  onChange: (value: string | null) => void;
  /** Changes when the answer was used or refused: the widget starts over. */
  resetSignal: number;
}

/** A captcha provider's widget (rendered by its own script); a site passes one to CaptchaWidgetProvider. */
export type CaptchaWidget = ComponentType<CaptchaWidgetProps>;

// Pure: a site that never provides a widget does not carry this module in its first load.
const CaptchaWidgetContext = /* @__PURE__ */ createContext<CaptchaWidget | null>(null);

/**
 * The seam a site (or its captcha integration) fills: the widget the sign-up and checkout captcha
 * slots render. Load the widget lazily (React.lazy) so the site's first load does not grow.
 */
export function CaptchaWidgetProvider({ widget, children }: { widget: CaptchaWidget | null; children: ReactNode }) {
  return <CaptchaWidgetContext.Provider value={widget}>{children}</CaptchaWidgetContext.Provider>;
}

export const useCaptchaWidget = (): CaptchaWidget | null => useContext(CaptchaWidgetContext);
