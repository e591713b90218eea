import { escapeHtml } from '../payments/gatewayPage';
import { formPageStyle } from '../payments/formPageStyle';
import { htmlPage } from '../payments/htmlPage';

/**
 * The library's sign-in page: library card number and PIN, labelled, with autocomplete hints; a
 * refusal is announced (role=alert) and tied to the fields. No script.
 */
export function loginPageHtml(model: { provider: string; returnUrl: string; error?: string | undefined; cardNumber?: string | undefined }): string {
  const invalid = model.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return htmlPage(
    'Sign in with your library card',
    `    <h1>Sign in with your library card</h1>
    <p>Library: ${escapeHtml(model.provider)}</p>
    ${model.error ? `<p class="error" id="login-error" role="alert">${escapeHtml(model.error)}</p>` : ''}
    <form method="post">
      <input type="hidden" name="returnUrl" value="${escapeHtml(model.returnUrl)}">
      <label for="card-number">Library card number</label>
      <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="username" required autofocus value="${escapeHtml(model.cardNumber ?? '')}"${invalid}>
      <label for="pin">PIN</label>
      <input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="current-password" required${invalid}>
      <button type="submit">Sign in</button>
    </form>
    <p class="note">Test page of a local stand-in. Demo card 2000 0000 0000, PIN 1234.</p>`,
    formPageStyle('#14532d'),
  );
}
