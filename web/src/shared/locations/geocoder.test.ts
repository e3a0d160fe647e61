import { describe, expect, it, vi } from 'vitest';
import { geocoderFor, httpErrorMessage, providerGeocoder } from './geocoder.js';

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch & {
    mock: { calls: [string][] };
  };

describe('provider geocoder', () => {
  it('asks for US addresses, 5 at most, and reads place names and centres', async () => {
    const fetch = respond({
      features: [
        { id: 'address.1', place_name: '601 N Ashley Dr, Tampa, Florida 33602', center: [-82.46, 27.95] },
      ],
    });
    const geocoder = providerGeocoder('pk.test', 'https://geo.example/', fetch);
    const results = await geocoder.forward(' 601 N Ashley Dr ');
    expect(results).toEqual([
      { id: 'address.1', label: '601 N Ashley Dr, Tampa, Florida 33602', lat: 27.95, lng: -82.46 },
    ]);
    const url = new URL(fetch.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(
      'https://geo.example/geocoding/v5/mapbox.places/601%20N%20Ashley%20Dr.json',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      access_token: 'pk.test',
      country: 'us',
      types: 'address',
      limit: '5',
    });
  });
  it('reverse-geocodes one place', async () => {
    const fetch = respond({ features: [{ place_name: 'Somewhere', center: [-90, 38] }] });
    const place = await providerGeocoder('t', undefined, fetch).reverse(38, -90);
    expect(place?.label).toBe('Somewhere');
    expect(fetch.mock.calls[0]![0]).toContain('/-90.000000,38.000000.json?');
    expect(fetch.mock.calls[0]![0]).toContain('limit=1');
  });
  it('says "HTTP error! status: {code}" when the provider fails', async () => {
    await expect(providerGeocoder('t', undefined, respond({}, 401)).forward('Tampa')).rejects.toThrow(
      'HTTP error! status: 401',
    );
    expect(httpErrorMessage(503)).toBe('HTTP error! status: 503');
  });
  it('is offline without a token', () => {
    expect(geocoderFor({}).kind).toBe('offline');
    expect(geocoderFor({ geocoderToken: 'pk' }).kind).toBe('provider');
  });
});
