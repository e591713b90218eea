import { useState } from 'react';
import type { CaptchaWidgetProps } from '../captchaWidget';

/** A stand-in for a provider's widget in tests: ticking the box answers `answer-<key>-<n>`; a reset unticks it. */
export function TestCaptchaWidget({ siteKey, onChange, resetSignal }: CaptchaWidgetProps) {
  // The box is ticked for one reset generation only: a new resetSignal starts unticked.
  const [tickedAt, setTickedAt] = useState<number | null>(null);
  const checked = tickedAt === resetSignal;
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setTickedAt(event.target.checked ? resetSignal : null);
          onChange(event.target.checked ? `answer-${siteKey}-${resetSignal}` : null);
        }}
      />
      I am not a robot
    </label>
  );
}
