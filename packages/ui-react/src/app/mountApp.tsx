import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Renders an app shell's root element (e.g. `<App />`) in strict mode into `#root` of its index.html. */
export function mountApp(app: ReactNode, container: Element | null = document.getElementById('root')): Root {
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  root.render(<StrictMode>{app}</StrictMode>);
  return root;
}
