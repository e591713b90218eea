import type { EpgService } from '@ott/common';
import { useContext } from 'react';
import { EpgServiceContext, required } from '../app/contexts';

/** The schedules service of the live guide (JSON with API key, or XMLTV). */
export const useEpgService = (): EpgService => required(useContext(EpgServiceContext), 'EpgServiceContext');
