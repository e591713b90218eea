import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'inputAddon' | 'hint'> {
  hint?: ReactNode;
  /** The password typed so far, to show the strength meter under the field (new passwords only). */
  meterValue?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a pressed/not-pressed button with one
 * name ("Show password"), the pattern screen readers announce best; it never submits the form.
 */
export function PasswordField({ meterValue, hint, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const meterId = useId();
  const showsMeter = meterValue !== undefined && meterValue !== '';
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      aria-describedby={showsMeter ? meterId : undefined}
      hint={
        hint || showsMeter ? (
          <>
            {showsMeter && <PasswordStrengthMeter id={meterId} password={meterValue} />}
            {hint}
          </>
        ) : undefined
      }
      inputAddon={
        <button
          type="button"
          className="ott-field__toggle ott-icon-button"
          aria-pressed={visible}
          aria-label={t('password_field.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

/** An eye; crossed out while the password is shown (pressing again hides it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="ott-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5m0 12a5 5 0 1 1 0-10 5 5 0 0 1 0 10m0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6"
      />
      {crossed && <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 3l18 18" />}
    </svg>
  );
}
