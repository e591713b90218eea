export * from './textColor';
export * from './breakpoints';
export * from './language';
export * from './duration';
export * from './imageWidth';
export * from './headMetadata';
export * from './billing';
export * from './intlFormats';
