export * from './EpgService';
export * from './epgPrograms';
export * from './scheduleSource';
export * from './shiftToToday';
export * from './xmltv';
