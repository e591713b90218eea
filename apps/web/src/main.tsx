import '@ott/ui-react/styles.css';
import './brand.css';
import { mountApp, registerServiceWorker } from '@ott/ui-react';
import { App } from './App';

mountApp(<App />);
// The brand font swaps in when it arrives (font-display: swap): its rules stay out of the first load.
void import('./font.css');
registerServiceWorker({ production: import.meta.env.PROD, base: import.meta.env.BASE_URL });
