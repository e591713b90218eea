import '@ott/ui-react/styles.css';
import './brand.css';
import './font.css';
import { mountApp, registerServiceWorker } from '@ott/ui-react';
import { App } from './App';

mountApp(<App />);
registerServiceWorker({ production: import.meta.env.PROD, base: import.meta.env.BASE_URL });
