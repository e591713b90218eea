import { contentListUrl, isMenuItemVisible, mediaUrl, playlistUrl, MENU_ITEM_TYPE, type MenuItem } from '@ott/common';
import { useMemo } from 'react';
import { useAppStore } from './useAppStore';
import { useConfig } from './useApp';

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

/** The config's menu items visible in the active language (spec 000 §5 language filters), as links. */
export function useMenuItems(): MenuLink[] {
  const { menu } = useConfig();
  const language = useAppStore('site', (state) => state.language);
  return useMemo(
    () => menu.filter((item) => isMenuItemVisible(item, language)).map((item) => ({ label: item.label, to: menuItemUrl(item) })),
    [menu, language],
  );
}
