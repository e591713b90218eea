import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The zod of common's schemas: zod/mini, configured once. Every module that builds a schema
 * imports `z` from here rather than from 'zod/mini', so this configuration has run before any
 * schema is built or parses.
 *
 * - zod/mini rather than classic zod: classic builds every method onto every schema instance when
 *   the module is evaluated and weighs about 35 KB gzipped in the sites' first load (160 KB budget).
 * - English messages: zod/mini loads no locale, so every issue would read "Invalid input". Users
 *   and publishers see zod's messages (the config error screen, invalid_reply issues), and they
 *   must stay those of classic zod, whose default locale is this same one. Imported on its own,
 *   not through `z.locales`, so that no bundler keeps the other locales.
 * - jitless: zod otherwise compiles a fast path for each object schema with `new Function` on its
 *   first parse. Our schemas parse each reply once, so compiling costs more than it saves, and a
 *   strict Content-Security-Policy (no 'unsafe-eval') refuses `new Function`. Object schemas read
 *   this flag when they are built, which is why it is set here, before any of them.
 *
 * zod keeps this configuration on `globalThis`, shared by every zod 4 in the process, classic
 * included: a Node process that imports @ott/common (the server) runs jitless too.
 *
 * Schema modules import `z` from here, never this module bare: common is `sideEffects: false`, and
 * bundlers drop a bare import of a side-effect-free module, configuration call included.
 */
z.config({ ...en(), jitless: true });

export { z };
