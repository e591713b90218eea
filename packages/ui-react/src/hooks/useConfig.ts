import type { Config } from '@ott/common';
import { useContext } from 'react';
import type { ResolvedAppConfig } from '../app/appConfig';
import { ConfigContext, required } from '../app/contexts';

/** The loaded, validated app config (spec 000 §3 Config). */
export const useConfig = (): Config => required(useContext(ConfigContext), 'ConfigContext').config;

/** What the app shell passed to OttApp, with defaults filled in (content host, brand, languages). */
export const useAppConfig = (): ResolvedAppConfig => required(useContext(ConfigContext), 'ConfigContext').appConfig;
