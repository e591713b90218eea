import account from './account.json';
import country from './country.json';
import demo from './demo.json';
import epg from './epg.json';
import us_state from './us_state.json';
import user from './user.json';
import type { OnDemandResources } from '../../namespaces';

/** The other namespaces of 'nl' (ON_DEMAND_NAMESPACES), loaded together when a component first asks for one. */
const resources: OnDemandResources = { account, country, demo, epg, us_state, user };

export default resources;
