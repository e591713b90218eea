import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { fixtureServer, get, json } from '../helpers';

const app = fixtureServer();

describe('advertising routes', () => {
  it('serves the ad schedule with one VAST tag per break', async () => {
    const response = await get(app, '/v2/advertising/schedules/preroll1.json');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      client: 'vast',
      adscheduleid: 'preroll1',
      schedule: [
        { offset: 'pre', tag: 'http://tv.test:8080/v2/advertising/vast/preroll1/0.xml', type: 'linear' },
        { offset: '00:00:10', tag: 'http://tv.test:8080/v2/advertising/vast/preroll1/1.xml', type: 'linear' },
      ],
    });
  });

  it('serves well-formed VAST whose MediaFile is the ad clip MP4', async () => {
    const response = await get(app, '/v2/advertising/vast/preroll1/0.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const vast = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(response.body).VAST;
    expect(vast['@version']).toBe('3.0');
    const linear = vast.Ad.InLine.Creatives.Creative.Linear;
    expect(linear.Duration).toBe('00:00:02.000');
    expect(linear.MediaFiles.MediaFile).toMatchObject({ '#text': 'http://tv.test:8080/hls/promo/promo.mp4', '@type': 'video/mp4', '@delivery': 'progressive', '@width': '64' });
    expect(vast.Ad.InLine.Impression['#text']).toBe('http://tv.test:8080/v2/advertising/events?event=impression&ad=preroll1-0');
    const mp4 = await get(app, '/hls/promo/promo.mp4');
    expect(mp4.statusCode).toBe(200);
  });

  it('answers tracking pings with 204', async () => {
    expect((await get(app, '/v2/advertising/events?event=start&ad=preroll1-0')).statusCode).toBe(204);
  });

  it.each([
    ['/v2/advertising/schedules/nope.json', 404, 'Ad schedule not found'],
    ['/v2/advertising/schedules/preroll1', 400, 'Invalid parameter "id": must be an ad schedule id followed by .json'],
    ['/v2/advertising/vast/preroll1/2.xml', 404, 'Ad break not found'],
    ['/v2/advertising/vast/nope/0.xml', 404, 'Ad schedule not found'],
    ['/v2/advertising/vast/preroll1/first.xml', 400, 'Invalid parameter "break": must be a break number followed by .xml'],
    ['/v2/advertising/vast/pre!roll/0.xml', 400, 'Invalid parameter "id": is not a valid ad schedule id'],
  ])('%s -> %i', async (url, status, message) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ message, code: status });
  });
});
