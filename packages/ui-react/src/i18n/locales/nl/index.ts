import account from './account.json';
import common from './common.json';
import cookiebanner from './cookiebanner.json';
import country from './country.json';
import demo from './demo.json';
import epg from './epg.json';
import error from './error.json';
import menu from './menu.json';
import search from './search.json';
import us_state from './us_state.json';
import user from './user.json';
import video from './video.json';
import type { LanguageResources } from '../../namespaces';

/** Every namespace of 'nl', one JSON file each. */
const resources: LanguageResources = { account, common, cookiebanner, country, demo, epg, error, menu, search, us_state, user, video };

export default resources;
