import account from './account.json';
import country from './country.json';
import demo from './demo.json';
import epg from './epg.json';
import us_state from './us_state.json';
import user from './user.json';
import type { AccountAreaResources } from '../../namespaces';

/** The namespaces of 'nl' of the account area (ACCOUNT_AREA_NAMESPACES), loaded together when a component first asks for one. */
const resources: AccountAreaResources = { account, country, demo, epg, us_state, user };

export default resources;
