import { describe, expect, it } from 'vitest';
import { vastDuration, vastXml, type VastAd } from './vast';

describe('VAST', () => {
  it.each([
    [8, '00:00:08.000'],
    [2.5, '00:00:02.500'],
    [3725.04, '01:02:05.040'],
  ])('writes %s s as %s', (seconds, text) => {
    expect(vastDuration(seconds)).toBe(text);
  });

  it('keeps URLs with CDATA terminators well-formed and appends tracking events', () => {
    const xml = vastXml({
      id: 'a<1>',
      title: 'Ad & co',
      duration: 8,
      mediaFile: { url: 'http://x/a]]>b.mp4', mimeType: 'video/mp4', width: 1, height: 1, bitrateKbps: 66.6 },
      impressionUrl: 'http://x/i',
      trackingUrl: 'http://x/t',
    });
    expect(xml).toContain('<![CDATA[http://x/a]]]]><![CDATA[>b.mp4]]>');
    expect(xml).toContain('<![CDATA[http://x/t?event=complete]]>');
    expect(xml).toContain('bitrate="67"');
    expect(xml).toContain('<Ad id="a&lt;1&gt;">');
  });

  it('marks a skippable ad with its skip offset and links it to the advertiser with click tracking', () => {
    const ad: VastAd = { id: 'a', title: 'Ad', duration: 8, mediaFile: { url: 'http://x/a.mp4', mimeType: 'video/mp4', width: 1, height: 1, bitrateKbps: 1 }, impressionUrl: 'http://x/i', trackingUrl: 'http://x/t?ad=a' };
    const plain = vastXml(ad);
    expect(plain).toContain('<Linear>');
    expect(plain).not.toContain('<VideoClicks>');
    const xml = vastXml({ ...ad, skipOffset: 5, clickThroughUrl: 'https://advertiser.test/' });
    expect(xml).toContain('<Linear skipoffset="00:00:05.000">');
    expect(xml).toContain('<ClickThrough><![CDATA[https://advertiser.test/]]></ClickThrough>');
    expect(xml).toContain('<ClickTracking><![CDATA[http://x/t?ad=a&event=click]]></ClickTracking>');
    expect(xml).toContain('<Tracking event="skip"><![CDATA[http://x/t?ad=a&event=skip]]></Tracking>');
  });
});
