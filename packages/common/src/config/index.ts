export * from './errors';
export * from './parseConfig';
export * from './configSource';
export * from './ini';
export * from './settings';
export * from './configFiles';
export { CONTENT_API_SHAPE_SETTING, contentApiShapeOf } from './contentApiShape';
