export * from './errors';
export * from './parseConfig';
export * from './configSource';
export * from './ini';
export * from './settings';
export * from './configFiles';
