import '@ott/ui-react/styles.css';
import './brand.css';
import { mountApp, onceCachedOrAfterLoad, registerServiceWorker } from '@ott/ui-react';
import { App } from './App';

/** How long after a first visit's load event the brand font is asked for (apps/web/README.md, the brand font). */
const FIRST_VISIT_FONT_DELAY_MS = 3000;

mountApp(<App />);
// The brand font swaps in when it arrives (font-display: swap): at once when the service worker serves
// it from its cache, else after the first visit's first screen (its download slowed that screen).
onceCachedOrAfterLoad(() => void import('./font.css'), FIRST_VISIT_FONT_DELAY_MS);
registerServiceWorker({ production: import.meta.env.PROD, base: import.meta.env.BASE_URL });
