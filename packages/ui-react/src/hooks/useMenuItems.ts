import { contentListUrl, isMenuItemShown, mediaUrl, playlistUrl, MENU_ITEM_TYPE, type MenuItem } from '@ott/common';
import { useMemo } from 'react';
import { useConfig } from './useApp';
import { useViewerAudience } from './useViewerAudience';

export interface MenuLink {
  label: string;
  to: string;
}

/** Where a config menu item leads: its playlist (the default type), content list or media page. */
export function menuItemUrl(item: MenuItem): string {
  if (item.type === MENU_ITEM_TYPE.CONTENT_LIST) return contentListUrl({ id: item.contentId, title: item.label });
  if (item.type === MENU_ITEM_TYPE.MEDIA) return mediaUrl({ id: item.contentId, title: item.label });
  return playlistUrl({ id: item.contentId, title: item.label });
}

/**
 * The config's menu items shown in the active language (spec 000 §5 language filters) and to the
 * viewer's login and subscription state (001 §7.9, `custom.audience`), as links.
 */
export function useMenuItems(): MenuLink[] {
  const { menu } = useConfig();
  const viewer = useViewerAudience();
  return useMemo(() => menu.filter((item) => isMenuItemShown(item, viewer)).map((item) => ({ label: item.label, to: menuItemUrl(item) })), [menu, viewer]);
}
