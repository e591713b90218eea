export * from './EpgService';
export * from './epgPrograms';
export * from './scheduleSource';
export * from './shiftToToday';
// xmltv.ts is loaded on demand by EpgService (it pulls in the XML parser); only its date helper is public.
export type { XmltvOptions } from './xmltv';
