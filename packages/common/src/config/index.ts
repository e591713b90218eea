export * from './errors';
export * from './integrations';
export * from './parseConfig';
export * from './configSource';
export * from './ini';
export * from './settings';
export { CONTENT_API_SHAPE_SETTING, contentApiShapeOf } from './contentApiShape';
