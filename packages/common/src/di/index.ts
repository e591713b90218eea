export * from './tsyringe';
export * from './tokens';
export * from './integrationModule';
