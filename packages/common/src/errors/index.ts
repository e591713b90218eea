export * from './AppError';
