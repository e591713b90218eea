import { configSchema, type Config, type ConfigInput } from '@ott/common';

/** A valid config of an AVOD site without integrations, like the demo's. */
export const CONFIG_INPUT = {
  id: 'testsite',
  siteName: 'Harbour TV',
  description: 'Films and series from the harbour.',
  siteId: 'site0001',
  content: [
    { type: 'playlist', contentId: 'featured', title: 'Featured', featured: true },
    { type: 'continue_watching', title: 'Continue watching' },
    { type: 'content_list', contentId: 'picks001', title: 'Staff picks' },
    { type: 'playlist', contentId: 'espanol1', title: 'En español', filterTags: 'es' },
  ],
  menu: [
    { label: 'Films', contentId: 'films001', type: 'playlist' },
    { label: 'Series', contentId: 'series01', type: 'playlist' },
  ],
  styling: {
    backgroundColor: '#f5f5f5',
    highlightColor: '#123456',
    headerBackground: '#000000',
    footerText: '© 2025 Harbour TV | [About](/o/about)<br>Made with open-source software',
  },
  features: {},
  integrations: {},
} satisfies ConfigInput;

export const createTestConfig = (overrides: Partial<ConfigInput> = {}): Config => configSchema.parse({ ...CONFIG_INPUT, ...overrides });

/** A playlist reply of the v2 delivery shape. */
export const playlistReply = (feedid: string, title: string, items: { mediaid: string; title: string; contentType?: string }[]) => ({
  feedid,
  title,
  playlist: items.map((item) => ({ ...item, description: `About ${item.title}`, duration: 60, pubdate: 1700000000, sources: [], tags: '' })),
});

/** A content list as `/v2/sites/{siteId}/content_lists/{id}` delivers it: `{ id, title, list: [{ media_id, ..., custom_params }] }`. */
export const contentListReply = (id: string, title: string, items: { mediaid: string; title: string; contentType?: string }[]) => ({
  id,
  title,
  description: '',
  list: items.map(({ mediaid, title: itemTitle, contentType }) => ({
    media_id: mediaid,
    title: itemTitle,
    description: `About ${itemTitle}`,
    tags: [],
    duration: 60,
    custom_params: contentType ? { contentType } : {},
  })),
});
