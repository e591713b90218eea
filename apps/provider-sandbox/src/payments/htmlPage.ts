import { escapeHtml } from './gatewayPage';

/** A whole page of the stand-in: the document shell (language, charset, viewport, title) around `main`'s markup, with `style` when given. */
export const htmlPage = (title: string, main: string, style?: string): string => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>${style === undefined ? '' : `\n  <style>${style}</style>`}
</head>
<body>
  <main>
${main}
  </main>
</body>
</html>
`;

/** A page that says one thing went wrong: its title as the heading and the message, announced. */
export const messagePage = (title: string, message: string): string => htmlPage(title, `    <h1>${escapeHtml(title)}</h1>\n    <p role="alert">${escapeHtml(message)}</p>`);
