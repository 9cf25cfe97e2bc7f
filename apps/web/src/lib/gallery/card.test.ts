import { afterEach, describe, expect, it, vi } from 'vitest';

const config = { PANEL_URL: 'http://127.0.0.1:4000/panel', INTEGRATION_URL: 'http://127.0.0.1:4000/integration', PUBLIC_MEDIA_URL: 'https://media.example' };
vi.mock('../env', () => ({ env: () => config }));

const { fetchImage } = await import('./card');

const jpeg = (bytes: number, headers: Record<string, string> = {}) => new Response(new Uint8Array(bytes), { headers: { 'content-type': 'image/jpeg', ...headers } });

describe('fetchImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the media CDN, without following a redirect elsewhere', async () => {
    const fetch = vi.fn(async () => jpeg(1000));
    vi.stubGlobal('fetch', fetch);
    expect((await fetchImage('https://media.example/talents/1/a.jpg'))?.length).toBe(1000);
    expect(fetch).toHaveBeenCalledWith('https://media.example/talents/1/a.jpg', expect.objectContaining({ redirect: 'error' }));
  });

  it('fetches no other host a profile names (an internal address, a look-alike of the CDN)', async () => {
    const fetch = vi.fn(async () => jpeg(1000));
    vi.stubGlobal('fetch', fetch);
    for (const url of ['http://169.254.169.254/latest/meta-data', 'https://media.example.evil.test/a.jpg', 'https://elsewhere.example/a.jpg']) {
      expect(await fetchImage(url), url).toBeNull();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops reading an image past 25 MB, announced or not', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jpeg(10, { 'content-length': String(26 * 1024 * 1024) })));
    expect(await fetchImage('https://media.example/big.jpg')).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => jpeg(26 * 1024 * 1024)));
    expect(await fetchImage('https://media.example/big.jpg')).toBeNull();
  });
});
