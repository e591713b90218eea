export * from './retrySchedules';
export * from './sleep';
export * from './runSchedule';
export * from './countdown';
export * from './queryRetry';
