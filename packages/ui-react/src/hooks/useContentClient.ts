import type { ContentApiClient } from '@ott/common';
import { useContext } from 'react';
import { ContentClientContext, required } from '../app/contexts';

/** The content host client (`createContentApiClient`), for queries the hooks here do not cover yet. */
export const useContentClient = (): ContentApiClient => required(useContext(ContentClientContext), 'ContentClientContext');
