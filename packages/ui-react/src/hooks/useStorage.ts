import type { StorageService } from '@ott/common';
import { useService } from './useService';

/** The `jwapp.`-prefixed storage service of the app. */
export const useStorage = (): StorageService => useService('storage');
