import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { renderElementWithApp } from '../../test/renderWithApp';
import { Card } from './Card';
import { IMPORTANT_IMAGES_SELECTOR } from './importantImageTiming';
import { mediaItem } from './mediaFixtures';

const SVOD = createTestConfig({ contentProtection: { accessModel: 'svod' } });

describe('Card', () => {
  it('is one link to the item, named by its title, keeping the playlist', async () => {
    await renderElementWithApp(<Card item={mediaItem('mv01', { title: 'Last Ferry at Dusk' })} playlistId="newmovie" />);
    const link = screen.getByRole('link', { name: 'Last Ferry at Dusk' });
    expect(link).toHaveAttribute('href', '/m/mv01/last-ferry-at-dusk?r=newmovie');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links a series to its series page and a live channel to the live guide', async () => {
    await renderElementWithApp(
      <>
        <Card item={mediaItem('sr01', { title: 'Harbour Lights', contentType: 'series' })} playlistId="seriesal" />
        <Card item={mediaItem('lc01', { title: 'Brightwater One', contentType: 'livechannel', duration: 0 })} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', '/s/sr01/harbour-lights?r=seriesal');
    expect(screen.getByRole('link', { name: 'Brightwater One' })).toHaveAttribute('href', '/tv?channel=lc01');
  });

  it('shows the card image lazily, as decoration of the titled link, sized for the tile', async () => {
    const { container } = await renderElementWithApp(<Card item={mediaItem('mv01', { title: 'Rule 110' })} imageSizes="25vw" />);
    // The title already names the link: the image is decorative, so it is not announced twice.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const image = container.querySelector('img.ott-card__image')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', 'http://content.test/v2/media/mv01/images/card.webp?poster_fallback=1&width=640');
    expect(image.getAttribute('srcset')).toContain('card.webp?poster_fallback=1&width=320 320w');
    expect(image).toHaveAttribute('sizes', '25vw');
  });

  it.each([
    ['lazy', 'lazy', null, 'async', false],
    ['eager', 'eager', null, null, false],
    ['high', 'eager', 'high', null, true],
  ] as const)('loads a %s image %s, fetch priority %s, decoding %s, timed %s', async (imageLoading, loading, fetchPriority, decoding, timed) => {
    const { container } = await renderElementWithApp(<Card item={mediaItem('mv01')} imageLoading={imageLoading} />);
    const image = container.querySelector('img.ott-card__image')!;
    expect(image.getAttribute('loading')).toBe(loading);
    expect(image.getAttribute('fetchpriority')).toBe(fetchPriority);
    expect(image.getAttribute('decoding')).toBe(decoding);
    expect(image.matches(IMPORTANT_IMAGES_SELECTOR)).toBe(timed);
  });

  it('keeps the poster shape without an image, or when the image fails', async () => {
    const { container } = await renderElementWithApp(<Card item={mediaItem('mv01', { title: 'Rule 110' })} />);
    fireEvent.error(container.querySelector('img.ott-card__image')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Rule 110' })).toBeInTheDocument();
  });

  it.each([
    [undefined, '16 / 9'],
    ['2:3', '2 / 3'],
  ] as const)('uses the aspect ratio %s of the playlist', async (ratio, css) => {
    const { container } = await renderElementWithApp(<Card item={mediaItem('mv01')} aspectRatio={ratio} />);
    expect(container.querySelector<HTMLElement>('.ott-card__poster')?.style.aspectRatio).toBe(css);
  });

  it('shows the duration, in minutes and seconds or hours and minutes', async () => {
    await renderElementWithApp(
      <>
        <Card item={mediaItem('mv01', { title: 'Short', duration: 245 })} />
        <Card item={mediaItem('mv02', { title: 'Long', duration: 5460 })} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Short' })).toHaveAccessibleDescription('04:05');
    expect(screen.getByRole('link', { name: 'Long' })).toHaveAccessibleDescription('1h 31m');
  });

  it('shows a LIVE tag instead of the duration for live media and live channels', async () => {
    await renderElementWithApp(
      <>
        <Card item={mediaItem('le01', { title: 'Festival', mediaStatus: 'LIVE', 'VCH.EventState': 'LIVE_PUBLISHED' })} />
        <Card item={mediaItem('lc01', { title: 'Brightwater One', contentType: 'livechannel', duration: 0 })} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Festival' })).toHaveAccessibleDescription('LIVE');
    expect(screen.getByRole('link', { name: 'Brightwater One' })).toHaveAccessibleDescription('LIVE');
  });

  it('shows the scheduled icon for an event that has not started, and an icon for its replay', async () => {
    await renderElementWithApp(
      <>
        <Card item={mediaItem('le01', { title: 'Festival', mediaStatus: 'SCHEDULED', 'VCH.EventState': 'PRE_LIVE', duration: 0 })} />
        <Card
          item={mediaItem('le02', {
            title: 'Last year',
            mediaStatus: 'VOD',
            'VCH.EventState': 'VOD_PUBLIC',
            'VCH.ScheduledStart': '2024-07-01T07:00:00Z',
            duration: 0,
          })}
        />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Festival' })).toHaveAccessibleDescription('Scheduled');
    expect(screen.getByRole('link', { name: 'Last year' })).toHaveAccessibleDescription('On demand');
  });

  it('shows a lock when the access model keeps the item from a logged-out viewer', async () => {
    await renderElementWithApp(
      <>
        <Card item={mediaItem('mv01', { title: 'Members only' })} />
        <Card item={mediaItem('mv02', { title: 'Free film', free: 'true' })} />
      </>,
      { config: SVOD },
    );
    expect(screen.getByRole('link', { name: 'Members only' })).toHaveAccessibleDescription('04:05 Locked');
    expect(screen.getByRole('link', { name: 'Free film' })).toHaveAccessibleDescription('04:05');
  });

  it('has no lock on a free-with-ads site, except for items sold with offers', async () => {
    await renderElementWithApp(
      <>
        <Card item={mediaItem('mv01', { title: 'Open film' })} />
        <Card item={mediaItem('mv02', { title: 'Premiere', productIds: 'jwp:!C4821' })} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Open film' })).toHaveAccessibleDescription('04:05');
    expect(screen.getByRole('link', { name: 'Premiere' })).toHaveAccessibleDescription('04:05 Locked');
  });

  it('shows the watched progress from the watch history', async () => {
    const item = mediaItem('mv01', { title: 'Half seen' });
    const { services, container } = await renderElementWithApp(<Card item={item} />);
    expect(container.querySelector('.ott-card__progress')).toBeNull();

    await services.stores.watchHistory.getState().hydrate();
    services.stores.watchHistory.getState().saveItem(item, 0.4);
    expect(await screen.findByRole('link', { name: 'Half seen' })).toHaveAccessibleDescription('04:05 40% watched');
    expect(container.querySelector<HTMLElement>('.ott-card__progress-bar')?.style.width).toBe('40%');
  });

  it('labels an episode with its season and episode', async () => {
    await renderElementWithApp(
      <Card item={mediaItem('pm1e02ep', { title: 'Knots', contentType: 'episode', seriesId: 'srPatMkr', seasonNumber: 1, episodeNumber: 2 })} />,
    );
    expect(screen.getByText('S1:E2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S1:E2 Knots' })).toHaveAccessibleDescription('04:05');
  });

  it('labels the episode in the active language', async () => {
    await renderElementWithApp(<Card item={mediaItem('pm1e02ep', { title: 'Nudos', contentType: 'episode', seasonNumber: 1, episodeNumber: 2 })} />, {
      language: 'es',
    });
    expect(screen.getByText('T1:E2')).toBeInTheDocument();
  });

  it.each([
    ['de', 5460, '1h 31 Min.'],
    ['de', 7200, '2h'],
    ['nl', 3900, '1 u 5 m'],
  ])('words hours and minutes in the active language (%s, %s s: "%s")', async (language, duration, label) => {
    await renderElementWithApp(<Card item={mediaItem('mv02', { title: 'Long', duration })} />, { language });
    expect(screen.getByRole('link', { name: 'Long' })).toHaveAccessibleDescription(label);
  });

  it('can be reached with the keyboard', async () => {
    const { user } = await renderElementWithApp(<Card item={mediaItem('mv01', { title: 'Rule 110' })} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Rule 110' })).toHaveFocus();
  });

  it('the featured variant shows the description too', async () => {
    await renderElementWithApp(<Card item={mediaItem('mv01', { title: 'Rule 110', description: 'One tiny rule.' })} variant="featured" />);
    expect(screen.getByText('One tiny rule.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rule 110 One tiny rule.' })).toHaveClass('ott-card--featured');
  });
});
