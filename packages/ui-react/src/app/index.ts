export { OttApp, type OttAppProps } from './OttApp';
export { AppProvider, type AppProviderProps } from './AppProvider';
export { applyDocumentHead, applyStyleVariables, stylingVariables } from './documentStyling';
export { mountApp } from './mountApp';
export { registerServiceWorker, type RegisterServiceWorkerOptions } from './registerServiceWorker';
