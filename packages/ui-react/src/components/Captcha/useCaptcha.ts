import { useState } from 'react';
import { useConfig } from '../../hooks/useApp';
import { captchaSiteKey } from './captchaSiteKey';

export interface CaptchaControl {
  /** The site key, or undefined when the site has no captcha (no slot, no value sent). */
  siteKey: string | undefined;
  value: string | null;
  /** Shown on the slot after a submit without an answer. */
  missing: boolean;
  resetSignal: number;
  onChange: (value: string | null) => void;
  /** Before a submit: true when it may go (no captcha, or answered); false marks the slot as missing. */
  check: () => boolean;
  /** After the answer was used or refused: a captcha answer counts once. */
  reset: () => void;
  /** The provider refused the answer: start over and say on the slot that a new verification is needed. */
  refuse: () => void;
}

/** The captcha of a form (spec 000 §5: only when a site key is configured); the answer is never faked. */
export function useCaptcha(): CaptchaControl {
  const siteKey = captchaSiteKey(useConfig());
  const [value, setValue] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [resetSignal, setResetSignal] = useState(0);
  return {
    siteKey,
    value: siteKey ? value : null,
    missing,
    resetSignal,
    onChange: (next) => {
      setValue(next);
      if (next) setMissing(false);
    },
    check: () => {
      const ok = !siteKey || value !== null;
      setMissing(!ok);
      return ok;
    },
    reset: () => {
      setValue(null);
      setResetSignal((signal) => signal + 1);
    },
    refuse: () => {
      setValue(null);
      setResetSignal((signal) => signal + 1);
      setMissing(Boolean(siteKey));
    },
  };
}
