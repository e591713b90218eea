import type { AppServices } from '@ott/common';
import { createContext } from 'react';

/** The running app (the app runtime's ready state); read it through useApp and the hooks built on it. */
export const AppContext = createContext<AppServices | null>(null);
