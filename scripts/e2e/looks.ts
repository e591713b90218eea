import type { Page } from '@playwright/test';

/**
 * What a viewer sees of colours and layout, measured in the page: WCAG contrast of computed
 * colours, cards of a shelf in view, footer lines. For the sites' polish tests.
 */

type Rgba = [number, number, number, number];

/** An `rgb()`/`rgba()` colour as the browser computes it ("rgb(1, 2, 3)", "rgba(1, 2, 3, 0.5)", "rgb(1 2 3 / 50%)"). */
export function parseColour(colour: string): Rgba {
  const parts = colour.match(/[\d.]+%?/g)?.map((part) => (part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part))) ?? [];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

/** A colour with alpha laid over an opaque one. */
export const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];

const luminance = ([r, g, b]: Rgba): number => {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG contrast ratio of two colours (a translucent foreground laid over the background first). */
export function contrastOf(foreground: string | Rgba, background: string | Rgba): number {
  const back = typeof background === 'string' ? parseColour(background) : background;
  const fore = over(typeof foreground === 'string' ? parseColour(foreground) : foreground, back);
  const [light, dark] = [luminance(fore), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgba = [255, 255, 255, 1];
const BLACK: Rgba = [0, 0, 0, 1];

/**
 * Each card badge's text against its pill, the pill laid over the worst poster there could be
 * behind it (white or black): the lower of the two ratios.
 */
export async function badgeContrasts(page: Page): Promise<Array<{ text: string; worst: number }>> {
  const badges = await page.locator('.ott-card__tag').evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return { text: element.textContent ?? '', colour: style.color, background: style.backgroundColor };
    }),
  );
  return badges.map(({ text, colour, background }) => {
    const pill = parseColour(background);
    const worst = Math.min(contrastOf(colour, over(pill, WHITE)), contrastOf(colour, over(pill, BLACK)));
    return { text, worst };
  });
}

/** The home's card badges and their worst contrast (badgeContrasts), once the first badge shows; fails when there is none. */
export async function homeBadgeContrasts(page: Page): Promise<Array<{ text: string; worst: number }>> {
  await page.goto('/');
  await page.locator('.ott-card__tag').first().waitFor({ timeout: 30_000 });
  const contrasts = await badgeContrasts(page);
  if (contrasts.length === 0) throw new Error('No card badge on the home page');
  return contrasts;
}

/** How many shelves show more than one card at least partly inside the window. */
export async function shelvesShowingMoreThanOneCard(page: Page): Promise<number> {
  return page.locator('.ott-shelf:not(.ott-shelf--featured)').evaluateAll((shelves) =>
    shelves.filter((shelf) => {
      const viewport = shelf.querySelector('.ott-shelf__viewport')!.getBoundingClientRect();
      const inView = [...shelf.querySelectorAll('.ott-shelf__tile')].filter((tile) => {
        const box = tile.getBoundingClientRect();
        return box.right > viewport.left + 1 && box.left < Math.min(viewport.right, window.innerWidth) - 1 && box.width > 0;
      });
      return inView.length > 1;
    }).length,
  );
}

/** Footer items drawn with a "|" before them at the start of a line (after a wrap): their texts. */
export async function footerLinesStartingWithSeparator(page: Page): Promise<string[]> {
  return page.locator('.ott-footer__item').evaluateAll((items) =>
    items.flatMap((item) => {
      const before = getComputedStyle(item, '::before').content;
      const previous = item.previousElementSibling;
      if (!previous || before === 'none' || before === 'normal' || !before.includes('|')) return [];
      const wrapped = item.getBoundingClientRect().top > previous.getBoundingClientRect().top + 2;
      return wrapped ? [item.textContent ?? ''] : [];
    }),
  );
}

/** The player's close button as drawn: its icon against its disc, and its ring against black video. */
export async function closeButtonLook(page: Page): Promise<{ icon: number; ringOnBlack: number; visible: boolean }> {
  const look = await page.locator('.ott-player__close').evaluate((button) => {
    const style = getComputedStyle(button);
    const ring = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'rgba(0, 0, 0, 0)';
    return { colour: style.color, background: style.backgroundColor, ring, opacity: Number(style.opacity) };
  });
  const disc = over(parseColour(look.background), BLACK);
  return { icon: contrastOf(look.colour, disc), ringOnBlack: contrastOf(look.ring, BLACK), visible: look.opacity > 0.5 };
}
