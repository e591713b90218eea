/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else the older
 * selection copy (pages served over plain HTTP have no Clipboard API). Resolves whether it worked.
 */
export async function copyText(text: string, environment: { navigator: Navigator; document: Document } = { navigator, document }): Promise<boolean> {
  const { clipboard } = environment.navigator;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the selection copy.
    }
  }
  const { document: doc } = environment;
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  doc.body.append(field);
  field.select();
  try {
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
