import common from './common.json';
import cookiebanner from './cookiebanner.json';
import error from './error.json';
import menu from './menu.json';
import search from './search.json';
import type { FirstScreenResources } from '../../namespaces';

/** The namespaces of 'th' that the page frame and the home show (FIRST_SCREEN_NAMESPACES), one JSON file each. */
const resources: FirstScreenResources = { common, cookiebanner, error, menu, search };

export default resources;
