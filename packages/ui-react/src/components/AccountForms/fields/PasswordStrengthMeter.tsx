import { passwordStrength, PASSWORD_STRENGTH_LABELS } from '@ott/common';
import { useTranslation } from 'react-i18next';

/** Steps drawn for scores 1 to 4; score 0 (the password breaks the rule) fills none. */
const STEPS = [1, 2, 3, 4] as const;

/**
 * The strength meter of spec 000 §5 (0 invalid, 1 weak, 2 fair, 3 strong, 4 very strong), scored by
 * common's passwordStrength. The bar is decoration; the text says the same for everybody and
 * describes the password input (its id goes into the input's aria-describedby).
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('account');
  const score = passwordStrength(password);
  const label = PASSWORD_STRENGTH_LABELS[score];
  return (
    <div className={`ott-password-strength ott-password-strength--${score}`}>
      <div className="ott-password-strength__bar" aria-hidden="true">
        {STEPS.map((step) => (
          <span key={step} className={step <= score ? 'ott-password-strength__step ott-password-strength__step--on' : 'ott-password-strength__step'} />
        ))}
      </div>
      <p id={id} className="ott-password-strength__text">
        {t('password_strength.label', { strength: t(`password_strength.${label}`) })}
      </p>
    </div>
  );
}
