import { CONTENT_API_SHAPES, DEFAULT_CONTENT_API_SHAPE, contentApiShapeSchema, type ContentApiShape } from '../services/content/contentApiShapes';
import { SettingsInvalidError } from './errors';
import type { Settings } from './settings';

/** The settings file key that selects the content host's delivery shape. */
export const CONTENT_API_SHAPE_SETTING = 'contentApiShape';

const SHAPE_NAMES = Object.keys(CONTENT_API_SHAPES)
  .map((name) => `"${name}"`)
  .join(' or ');

/**
 * The content API shape a deployment's settings select (001 §7.1): `contentApiShape` of the
 * settings file, 'v2' when there is no settings file, no key or a blank value. Any other value
 * raises SettingsInvalidError naming the key, the value and the shapes there are: a wrong shape
 * would send every content call to paths the host does not serve, so it is never ignored.
 */
export function contentApiShapeOf(settings: Pick<Settings, 'contentApiShape'> | null | undefined): ContentApiShape {
  const written = settings?.contentApiShape;
  if (written === undefined) return DEFAULT_CONTENT_API_SHAPE;
  const shape = contentApiShapeSchema.safeParse(written);
  if (shape.success) return shape.data;
  throw new SettingsInvalidError([{ path: CONTENT_API_SHAPE_SETTING, message: `expected ${SHAPE_NAMES}, received "${written}"` }]);
}
