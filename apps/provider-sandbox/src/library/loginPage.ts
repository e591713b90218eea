const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The library's sign-in page: library card number and PIN, labelled, with autocomplete hints; a
 * refusal is announced (role=alert) and tied to the fields. No script.
 */
export function loginPageHtml(model: { provider: string; returnUrl: string; error?: string | undefined; cardNumber?: string | undefined }): string {
  const invalid = model.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in with your library card</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 3rem auto; padding: 0 1rem; color: #111; }
    label { display: block; margin-top: 1rem; font-weight: 600; }
    input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; border: 1px solid #666; border-radius: 4px; }
    input:focus-visible, button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
    button { margin-top: 1.5rem; font: inherit; padding: 0.6rem 1.2rem; border: 0; border-radius: 4px; background: #14532d; color: #fff; cursor: pointer; }
    .error { border-left: 4px solid #b00020; background: #fdecef; padding: 0.5rem 1rem; }
    .note { color: #444; font-size: 0.875rem; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in with your library card</h1>
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
    <p class="note">Test page of a local stand-in. Demo card 2000 0000 0000, PIN 1234.</p>
  </main>
</body>
</html>
`;
}
