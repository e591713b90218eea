// The ports of a run of a site and the demo server (npm start, pnpm dev).
import { isPortTaken, nextFreePort } from './processes.mjs';

/**
 * The site's port is the address the user opens, so it must be free as asked (another port is
 * another origin, with other storage). The server's port only the site needs to know: when its
 * default is taken (by another `npm start`, say), the run takes the next free one, so that two
 * runs go side by side; a server port the user chose must be free. Throws an Error whose message
 * says what to do; `serverMoved` tells that the server is not on the port asked for.
 *
 * @param {{ site: { port: number, option: string }, server: { port: number, chosen: boolean, option: string } }} ports
 *   `option`: how the user chooses another port (a flag or an environment variable), for the message.
 */
export async function choosePorts({ site, server }, taken = isPortTaken) {
  const inUse = (what, port, option) => new Error(`Port ${port} (${what}) is in use: stop what runs there, or choose another port with ${option}.`);
  if (await taken(site.port)) throw inUse('the site', site.port, site.option);
  const serverFree = server.port !== site.port && !(await taken(server.port));
  if (serverFree) return { sitePort: site.port, serverPort: server.port, serverMoved: false };
  if (server.chosen) throw inUse('the server', server.port, server.option);
  const isFree = async (port) => port !== site.port && !(await taken(port));
  const next = await nextFreePort(server.port + 1, 20, isFree);
  if (next === undefined) throw inUse('the server, and the 20 after it', server.port, server.option);
  return { sitePort: site.port, serverPort: next, serverMoved: true };
}
