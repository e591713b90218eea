export * from './textColor';
export * from './breakpoints';
export * from './language';
