import { expect, expectNoSeriousA11yViolations, serverUrl, test } from '../../../scripts/e2e/fixtures';
import { escapeRegExp, fetchEpg, programmeOnAirAt } from './support/epg';
import { videoIn, waitUntilAdvancedBy } from './support/video';

/** The first live channel of the demo catalog (playlist livechnl), with a JSON schedule. */
const CHANNEL = { id: 'lcHarbr1', title: 'Brightwater One' } as const;

test.describe('live guide', () => {
  test('shows the programme on air on the first channel, as the server’s EPG says, and plays the channel live', async ({ page, request }) => {
    test.setTimeout(90_000);
    const epg = await fetchEpg(request, serverUrl(), CHANNEL.id);
    expect(epg.length).toBeGreaterThan(0);

    await page.goto('/tv');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Live guide' })).toBeAttached();
    const player = main.getByRole('region', { name: `Video player: ${CHANNEL.title}` });
    await expect(player).toBeVisible({ timeout: 20_000 });

    // Recomputed on each try: a programme may end while the test runs (the page's clock ticks every 5 s).
    await expect(async () => {
      const onAir = programmeOnAirAt(epg, Date.now());
      const details = main.getByRole('region', { name: onAir.title, exact: true });
      await expect(details.getByRole('heading', { level: 2, name: onAir.title })).toBeVisible({ timeout: 2000 });
      await expect(details.getByText(CHANNEL.title, { exact: true })).toBeVisible({ timeout: 1000 });
      await expect(details.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 1000 });
      // The guide marks the same programme as live, in the first channel's row.
      const guide = main.getByRole('region', { name: 'Programme guide' });
      await expect(guide.getByRole('button', { name: CHANNEL.title, pressed: true })).toBeVisible({ timeout: 1000 });
      await expect(guide.getByRole('button', { name: new RegExp(`^${escapeRegExp(onAir.title)} .*LIVE$`) }).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    // Opened without a channel, the guide waits for the viewer to press play.
    await player.getByRole('button', { name: 'Play' }).click();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 });
    const { from, to } = await waitUntilAdvancedBy(videoIn(player), 3);
    expect(to - from).toBeGreaterThan(3);
    await expect(player.getByText('Live', { exact: true })).toBeVisible();
  });

  test('has no serious axe findings', async ({ page }) => {
    await page.goto('/tv');
    await expect(page.getByRole('main').getByRole('region', { name: 'Programme guide' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('region', { name: `Video player: ${CHANNEL.title}` })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
