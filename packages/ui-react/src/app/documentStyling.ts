import { textColorFor, type Styling } from '@ott/common';

/** Concrete colours for the text-colour rule's answer. */
const TEXT_COLORS = { black: '#000000', white: '#ffffff' } as const;

/**
 * CSS custom properties for the config's styling (spec 000 §3, §9): background, highlight and
 * header colours, each with a readable text colour (black above a luminance of 186, else white).
 * Only what the config sets: everything else keeps the brand's tokens.
 */
export function stylingVariables(styling: Pick<Styling, 'backgroundColor' | 'highlightColor' | 'headerBackground'>): Record<string, string> {
  const variables: Record<string, string> = {};
  const set = (name: string, color: string | null | undefined, textName: string) => {
    if (!color) return;
    variables[name] = color;
    const text = textColorFor(color);
    if (text) variables[textName] = TEXT_COLORS[text];
  };
  set('--ott-bg', styling.backgroundColor, '--ott-text');
  set('--ott-highlight', styling.highlightColor, '--ott-highlight-text');
  set('--ott-header-bg', styling.headerBackground, '--ott-header-text');
  return variables;
}

/** Sets the variables on `element` (the root element); returns how to remove them again. */
export function applyStyleVariables(element: HTMLElement, variables: Record<string, string>): () => void {
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(variables)) element.style.removeProperty(name);
  };
}

/** Site name as the tab title and description as the page's meta description. */
export function applyDocumentHead(document: Document, head: { siteName: string; description: string }): void {
  document.title = head.siteName;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = head.description;
}
