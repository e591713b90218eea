import type { HtmlTagDescriptor, Plugin } from 'vite';
import { startupRequests, type Env, type SiteStartup } from './contentHostHints.ts';

/** The page global the app takes the replies from (`EARLY_RESPONSES_GLOBAL` of @ott/common). */
export const EARLY_RESPONSES_GLOBAL = '__ottEarlyResponses';
/** How many of the home's playlists are asked for early: the shelves a phone shows first. */
export const EARLY_PLAYLISTS = 2;
/** A config source the app looks up in place of the default: the `app-config` query parameter and the stored source (`jwapp.config`). */
const CONFIG_QUERY_PARAMETER = 'app-config';
const STORED_CONFIG_KEY = 'jwapp.config';

/**
 * The start-up script: asks for the settings file (or the config), then the config, then the first
 * playlists of the home, each as soon as the one before has arrived, while the app's script
 * downloads and compiles; the replies wait in a Map by URL, which the app's fetch takes them from
 * (`withEarlyResponses` of @ott/common). It asks for no config when the page names another one
 * (query or storage) and for no playlist of a content host of another shape (`contentApiShape`);
 * any failure leaves the rest to the app. The paths are the app's (`/apps/configs/{id}.json`,
 * `/v2/playlists/{id}`): a request the app does not make again is only a wasted reply. With `images`,
 * it also preloads each of those shelves' first card image as the card will ask for it.
 */
export function earlyRequestsScript(env: Env, startup: SiteStartup, images?: FirstScreenImageHints): string | undefined {
  const { contentHost, settingsUrl, configSource } = startupRequests(env, startup);
  if (!settingsUrl && !configSource) return undefined;
  const source = settingsUrl
    ? `get(${JSON.stringify(settingsUrl)}).then(function(r){return r.text()}).then(function(t){var s,m,re=/^[ \\t]*(defaultConfigSource|contentApiShape)[ \\t]*=[ \\t]*"?([^"\\r\\n]*?)"?[ \\t]*$/gm;` +
      `while((m=re.exec(t))){if(m[1]==='contentApiShape'&&m[2]!=='v2')throw 0;if(m[1]==='defaultConfigSource')s=m[2]}return s})`
    : `Promise.resolve(${JSON.stringify(configSource)})`;
  return (
    `(function(){var early=window.${EARLY_RESPONSES_GLOBAL}=new Map(),host=${JSON.stringify(contentHost ?? '')};` +
    `function ask(u){var r=fetch(u);r.catch(function(){});early.set(u,r);return r}` +
    `function get(u){return ask(u).then(function(x){if(!x.ok)throw 0;return x.clone()})}` +
    `var stored=null;try{stored=localStorage.getItem(${JSON.stringify(STORED_CONFIG_KEY)})}catch(e){}` +
    `var named=stored||new URLSearchParams(location.search).has(${JSON.stringify(CONFIG_QUERY_PARAMETER)});` +
    `${source}.then(function(s){if(named||!s)throw 0;var u=/^[a-z0-9]{8}$/.test(s)?(host?host+'/apps/configs/'+s+'.json':''):/^https?:\\/\\//.test(s)?s:'';if(!u)throw 0;return get(u)})` +
    `.then(function(r){return r.json()}).then(function(c){var n=0;if(!host)return;(c&&Array.isArray(c.content)?c.content:[]).forEach(function(e){` +
    `if(n<${EARLY_PLAYLISTS}&&e&&e.type==='playlist'&&typeof e.contentId==='string'){n++;var r=ask(host+'/v2/playlists/'+encodeURIComponent(e.contentId));` +
    (images ? `r.then(function(x){if(x.ok)return x.clone().json()}).then(function(p){preload(p,e.featured===true)}).catch(function(){})` : '') +
    `}})})` +
    `.catch(function(){})` +
    (images ? firstImagePreload(images) : '') +
    `})()`
  );
}

/** The card image rules as data (`firstScreenImageHints()` of @ott/common, which the site's vite.config.ts passes). */
export interface FirstScreenImageHints {
  cardImageUrl: string;
  hostStandIn: string;
  mediaIdStandIn: string;
  widths: readonly number[];
  fallbackWidth: { tile: number; featured: number };
  featuredSizes: string;
  tileSizes: ReadonlyArray<{ minWidth: number; sizes: string }>;
}

/**
 * `preload(playlistReply, featured)`: a `<link rel="preload" as="image">` for the reply's first item
 * with the card's URL, `srcset` and `sizes` for this viewport (the rules of @ott/common's
 * cardImage.ts, given as data), so that the browser picks the same file the card will show.
 */
function firstImagePreload(images: FirstScreenImageHints): string {
  const hints = JSON.stringify({ u: images.cardImageUrl, h: images.hostStandIn, m: images.mediaIdStandIn, w: images.widths, f: images.fallbackWidth, fs: images.featuredSizes, t: images.tileSizes });
  return (
    `;function preload(p,f){var H=${hints},it=p&&Array.isArray(p.playlist)?p.playlist[0]:null,s,u,l,i;` +
    `if(!it||typeof it.mediaid!=='string')return;` +
    `s=typeof it.cardImage==='string'?it.cardImage:H.u.replace(H.h,host).replace(H.m,encodeURIComponent(it.mediaid));` +
    `try{u=new URL(s,location.href)}catch(x){return}if(!u.searchParams.has('width'))return;` +
    `function at(w){u.searchParams.set('width',String(w));return u.href}` +
    `l=document.createElement('link');l.rel='preload';l.as='image';l.href=at(f?H.f.featured:H.f.tile);` +
    `l.setAttribute('imagesrcset',H.w.map(function(w){return at(w)+' '+w+'w'}).join(', '));` +
    `s=H.fs;if(!f)for(i=0;i<H.t.length;i++)if(innerWidth>=H.t[i].minWidth)s=H.t[i].sizes;` +
    `l.setAttribute('imagesizes',s);l.setAttribute('fetchpriority','high');document.head.appendChild(l)}`
  );
}

/**
 * index.html asks for the app's first data itself (earlyRequestsScript), before the app's script
 * has arrived: otherwise the config and the home's playlists are two round trips that start only
 * once the script has run, and the first card image (the page's largest paint) waits for both and
 * for the script. `images` loads the card image rules, in builds only.
 */
export function earlyRequests(startup: SiteStartup, images?: () => Promise<FirstScreenImageHints>): Plugin {
  let tags: HtmlTagDescriptor[] = [];
  return {
    name: 'ott-early-requests',
    apply: 'build',
    async configResolved(config) {
      const script = earlyRequestsScript(config.env, startup, await images?.());
      tags = script ? [{ tag: 'script', children: script, injectTo: 'head' }] : [];
    },
    transformIndexHtml: () => tags,
  };
}
