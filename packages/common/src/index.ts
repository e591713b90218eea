export * from './constants';
export * from './entities';
export * from './config';
export * from './rules';
export * from './errors';
export * from './services';
export * from './di';
export * from './stores';
