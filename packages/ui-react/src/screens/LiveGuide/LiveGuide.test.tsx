import { screen, within, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProps } from '../../components/Player/Player';
import { createFetchStub } from '../../test/fetchStub';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp, setViewportWidth } from '../../test/renderWithApp';
import { at, JSON_SCHEDULE, LIVE_CONFIG, LIVE_CONTENT, NOW } from './liveGuideFixtures';

// Module mocks with modules shared between files (isolate: false): this file evaluates the app's
// modules again after its mocks, and the next file again without them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const clock = vi.hoisted(() => ({ now: 0 }));
vi.mock('../../hooks/useNow', () => ({ useNow: () => clock.now }));

// The player is another module's job: a stand-in says what it was asked to play.
vi.mock('./LivePlayer', () => ({
  LivePlayer: ({ item, startFromBeginning, liveStartTime, autoplay }: PlayerProps) => (
    <div role="region" aria-label="Player">
      {`${item.title}: ${startFromBeginning ? `from ${liveStartTime}` : 'live'}${autoplay ? ', autoplay' : ''}`}
    </div>
  ),
}));

const renderGuide = (path = '/tv', fetch = createFetchStub(LIVE_CONTENT)) => renderWithApp({ path, config: LIVE_CONFIG, fetch });

const guide = async () => screen.findByRole('region', { name: 'Programme guide' });
const channelRow = (name: string) => screen.getByRole('list', { name });
const programme = (name: RegExp | string) => screen.getByRole('button', { name });
const player = () => screen.getByRole('region', { name: 'Player' });
const searchParams = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('<LiveGuide>', () => {
  beforeEach(() => {
    clock.now = NOW;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => setViewportWidth(1024));

  it('plays the first channel live and shows the programme on air with a LIVE tag', async () => {
    await renderGuide();
    await guide();
    expect(screen.getByRole('heading', { level: 1, name: 'Live guide' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Live guide - Harbour TV'));
    expect(player()).toHaveTextContent('Brightwater One: live');
    expect(player()).not.toHaveTextContent('autoplay');

    const programmeDetails = screen.getByRole('region', { name: 'Harbour Live' });
    expect(within(programmeDetails).getByText('Brightwater One')).toBeInTheDocument();
    expect(within(programmeDetails).getByText('LIVE')).toBeInTheDocument();
    expect(within(programmeDetails).getByText('Live from the quay.')).toBeInTheDocument();
    expect(within(programmeDetails).getByRole('button', { name: 'Start from beginning' })).toBeInTheDocument();
  });

  it('lists the channels by logo, with their programmes from the JSON and XML schedules', async () => {
    await renderGuide();
    const region = await guide();
    expect(within(region).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Brightwater One', 'Brightwater Sounds', 'Broken TV']);
    expect(within(channelRow('Brightwater One')).getAllByRole('button').map((button) => button.querySelector('.ott-epg-programme__title')?.textContent)).toEqual([
      'Night Harbour',
      'Morning Bulletin',
      'Harbour Live',
      'Evening Concert',
    ]);
    expect(within(channelRow('Brightwater Sounds')).getAllByRole('button')).toHaveLength(2);
    expect(programme(/Jazz on the Quay/)).toHaveAccessibleName(/LIVE$/);
  });

  it.each([
    ['fails', 500],
    ['is malformed', { programs: 'soon' }],
  ])('shows a channel whose schedule %s without programmes, saying the guide could not be loaded', async (_label, reply) => {
    await renderGuide('/tv', createFetchStub({ ...LIVE_CONTENT, '/epg/broken.json': reply }));
    await guide();
    expect(screen.queryByRole('list', { name: 'Broken TV' })).not.toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'Broken TV' }).closest('li') as HTMLElement;
    expect(within(row).getByRole('alert')).toHaveTextContent('The guide for this channel could not be loaded.');
  });

  it('switches to the days of the schedule before and after today, and back with Now', async () => {
    const days = [
      ...JSON_SCHEDULE,
      { id: 'p-yesterday', title: 'Yesterday’s Film', startTime: at(-24), endTime: at(-23) },
      { id: 'p-tomorrow', title: 'Tomorrow’s Match', startTime: at(24), endTime: at(25) },
    ].sort((a, b) => a.startTime.localeCompare(b.startTime));
    const { user } = await renderGuide('/tv', createFetchStub({ ...LIVE_CONTENT, '/epg/chanJson.json': days }));
    const region = await guide();
    const day = () => region.querySelector('.ott-epg__day')?.textContent;
    expect(day()).toMatch(/^Today · /);
    expect(within(region).queryByText('Yesterday’s Film')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Previous day' }));
    expect(day()).toMatch(/^Yesterday · /);
    expect(within(region).getByText('Yesterday’s Film')).toBeInTheDocument();
    expect(within(region).queryByText('Harbour Live')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Previous day' })).toBeDisabled();

    await user.click(within(region).getByRole('button', { name: 'Now' }));
    await user.click(within(region).getByRole('button', { name: 'Next day' }));
    expect(day()).toMatch(/^Tomorrow · /);
    expect(within(region).getByText('Tomorrow’s Match')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next day' })).toBeDisabled();
  });

  it('shows each programme’s state: live, catch-up, disabled before the catch-up window, upcoming', async () => {
    await renderGuide();
    await guide();
    const old = programme(/Night Harbour/);
    const recent = programme(/Morning Bulletin/);
    const live = programme(/Harbour Live/);
    const next = programme(/Evening Concert/);

    expect(old).toHaveAttribute('aria-disabled', 'true');
    expect(old).toHaveClass('ott-epg-programme--disabled');
    expect(recent).not.toHaveAttribute('aria-disabled');
    expect(recent).toHaveClass('ott-epg-programme--past');
    expect(live).toHaveAccessibleName(/LIVE$/);
    expect(live).toHaveClass('ott-epg-programme--live');
    expect(live).toHaveAttribute('aria-current', 'true');
    expect(next).toHaveClass('ott-epg-programme--upcoming');
    expect(next).not.toHaveAccessibleName(/LIVE/);
  });

  it('does nothing when a disabled programme is chosen', async () => {
    const { user, router } = await renderGuide();
    await guide();
    await user.click(programme(/Night Harbour/));
    expect(router.state.location.search).toBe('');
    // (The router's scroll restoration calls scrollTo(0, 0) itself; selecting scrolls with options.)
    expect(window.scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('plays a programme that is over from its beginning, puts it in the URL and scrolls to the top', async () => {
    const { user, router } = await renderGuide();
    await guide();
    await user.click(programme(/Morning Bulletin/));

    expect(searchParams(router)).toEqual({ channel: 'chanJson', start: at(-2.5), end: at(-0.5), beginning: '1' });
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(player()).toHaveTextContent(`Brightwater One: from ${at(-2.5)}, autoplay`);
    const programmeDetails = screen.getByRole('region', { name: 'Morning Bulletin' });
    expect(within(programmeDetails).queryByText('LIVE')).not.toBeInTheDocument();
    expect(programme(/Morning Bulletin/)).toHaveAttribute('aria-current', 'true');

    await user.click(within(programmeDetails).getByRole('button', { name: 'Watch live' }));
    expect(searchParams(router)).toEqual({ channel: 'chanJson' });
    expect(player()).toHaveTextContent('Brightwater One: live');
  });

  it('shows an upcoming programme while its channel plays live', async () => {
    const { user, router } = await renderGuide();
    await guide();
    await user.click(programme(/Evening Concert/));
    expect(searchParams(router)).toEqual({ channel: 'chanJson', start: at(0.5), end: at(1.5) });
    expect(screen.getByRole('region', { name: 'Evening Concert' })).toHaveTextContent('Strings on the pier.');
    expect(player()).toHaveTextContent('Brightwater One: live');
  });

  it('starts the programme on air from its beginning', async () => {
    const { user, router } = await renderGuide();
    await guide();
    await user.click(screen.getByRole('button', { name: 'Start from beginning' }));
    expect(searchParams(router)).toEqual({ channel: 'chanJson', start: at(-0.5), end: at(0.5), beginning: '1' });
    expect(player()).toHaveTextContent(`Brightwater One: from ${at(-0.5)}`);
    expect(screen.queryByRole('button', { name: 'Start from beginning' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Harbour Live' })).toHaveTextContent('LIVE');
  });

  it('opens the channel and programme of the URL', async () => {
    await renderGuide(`/tv?channel=chanXml1&start=${encodeURIComponent(at(1))}&end=${encodeURIComponent(at(2))}`);
    await guide();
    expect(player()).toHaveTextContent('Brightwater Sounds: live, autoplay');
    expect(screen.getByRole('region', { name: 'Late Brass' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Brightwater Sounds' })).toHaveAttribute('aria-pressed', 'true');
    expect(programme(/Late Brass/)).toHaveAttribute('aria-current', 'true');
  });

  it('switches channel from its logo, live', async () => {
    const { user, router } = await renderGuide();
    await guide();
    await user.click(screen.getByRole('button', { name: 'Brightwater Sounds' }));
    expect(searchParams(router)).toEqual({ channel: 'chanXml1' });
    expect(player()).toHaveTextContent('Brightwater Sounds: live');
    expect(screen.getByRole('region', { name: 'Jazz on the Quay' })).toHaveTextContent('LIVE');
  });

  it('moves through the guide with the arrow keys, one programme in the Tab order, Enter selects', async () => {
    const { user, router } = await renderGuide();
    await guide();
    const tabbable = () => screen.getAllByRole('button').filter((button) => button.classList.contains('ott-epg-programme') && button.tabIndex === 0);
    expect(tabbable()).toEqual([programme(/Harbour Live/)]);
    expect(programme(/Harbour Live/)).toHaveAccessibleDescription(/arrow keys/);

    programme(/Harbour Live/).focus();
    await user.keyboard('{ArrowRight}');
    expect(programme(/Evening Concert/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(programme(/Morning Bulletin/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(programme(/Night Harbour/)).toHaveFocus();
    await user.keyboard('{End}{ArrowLeft}');
    expect(programme(/Harbour Live/)).toHaveFocus();
    // Down: the programme of the next channel on air when this one starts; the channel without programmes is skipped.
    await user.keyboard('{ArrowDown}');
    expect(programme(/Jazz on the Quay/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(programme(/Jazz on the Quay/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(programme(/Late Brass/)).toHaveFocus();
    expect(tabbable()).toEqual([programme(/Late Brass/)]);
    await user.keyboard('{ArrowUp}');
    expect(programme(/Evening Concert/)).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(searchParams(router)).toMatchObject({ channel: 'chanJson', start: at(0.5) });
  });

  it('has a Now button and buttons sliding the timeline', async () => {
    const scrollTo = vi.fn();
    const scrollBy = vi.fn();
    Object.assign(HTMLElement.prototype, { scrollTo, scrollBy });
    try {
      const { user } = await renderGuide();
      await guide();
      // The guide first brings the current time into view; "Now" goes back there.
      expect(scrollTo).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Now' }));
      expect(scrollTo).toHaveBeenCalledTimes(2);
      const [[initial], [now]] = scrollTo.mock.calls as [[ScrollToOptions], [ScrollToOptions]];
      expect(now).toEqual({ ...initial, behavior: 'smooth' });
      await user.click(screen.getByRole('button', { name: 'Later programmes' }));
      await user.click(screen.getByRole('button', { name: 'Earlier programmes' }));
      expect(scrollBy).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
    }
  });

  it('first brings a selected programme that is not on air into view, not the current time', async () => {
    const scrollTo = vi.fn();
    Object.assign(HTMLElement.prototype, { scrollTo });
    try {
      const { user } = await renderGuide(`/tv?channel=chanJson&start=${encodeURIComponent(at(-2.5))}&beginning=1`);
      await guide();
      await user.click(screen.getByRole('button', { name: 'Now' }));
      const [[initial], [now]] = scrollTo.mock.calls as [[ScrollToOptions], [ScrollToOptions]];
      expect(initial.left).toBeLessThan(now.left!);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    }
  });

  it.each([
    [375, '10000px', '80px', '70px'],
    [1280, '15000px', '106px', '184px'],
  ])('at %i px the day is %s wide and rows %s high', async (width, dayWidth, itemHeight, sidebarWidth) => {
    setViewportWidth(width);
    await renderGuide();
    const region = await guide();
    expect(region.style.getPropertyValue('--ott-epg-day-width')).toBe(dayWidth);
    expect(region.style.getPropertyValue('--ott-epg-item-height')).toBe(itemHeight);
    expect(region.style.getPropertyValue('--ott-epg-sidebar-width')).toBe(sidebarWidth);
  });

  it('says so when the site has no live channels', async () => {
    await renderWithApp({ path: '/tv', config: createTestConfig(), fetch: createFetchStub({ '/v2/playlists/films001': LIVE_CONTENT['/v2/playlists/films001'] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No live channels' })).toBeInTheDocument();
    expect(screen.getByText('There are no live channels to show right now.')).toBeInTheDocument();
  });

  it('shows an error when no playlist can be loaded', async () => {
    await renderGuide('/tv', createFetchStub({ '/v2/playlists/films001': 404, '/v2/playlists/livechan': 404 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('shows the loading indicator while the channels load', async () => {
    await renderGuide('/tv', createFetchStub({ '/v2/playlists/films001': () => new Promise<Response>(() => undefined) }));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Live guide' })).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Loading…');
  });
});
