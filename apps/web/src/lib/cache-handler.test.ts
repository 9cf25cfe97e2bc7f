import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VitrineCacheHandler, { fileOfKey, keepsOnDisk } from '../../cache-handler.mjs';

type Handler = InstanceType<typeof VitrineCacheHandler>;
const pageKey = (address: string) => `/route-cache/APP_PAGE/0f3a/$${address}`;
const renderedPage = (tags: string) => ({
  kind: 'APP_PAGE',
  status: 200,
  html: '<!DOCTYPE html><html lang="pt"><body><h1>Sobre nós “agência”</h1></body></html>',
  rscData: Buffer.from('0:["$","h1",null,{}]'),
  headers: { 'x-next-cache-tags': tags },
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const PAGE_CTX = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };
const GET_PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe('cache-handler.mjs', () => {
  it('can be made as the proxy makes it, with no serverDistDir and no fs', async () => {
    // next/dist/server/web/adapter.js creates the proxy's cache with neither; a handler that
    // threw here answered every request of `npm start` (no CACHE_DIR) with a 500.
    const previous = process.env.CACHE_DIR;
    delete process.env.CACHE_DIR;
    try {
      const handler = new VitrineCacheHandler({});
      await expect(handler.get('/pt/nothing-cached-here', { kind: 'APP_PAGE' })).resolves.toBeNull();
    } finally {
      if (previous !== undefined) process.env.CACHE_DIR = previous;
    }
  });

  describe('on disk', () => {
    let root: string;
    let previous: string | undefined;
    /** A new site process: the module loaded again (no memory of the last one) over the same folder. */
    const freshProcess = async (): Promise<Handler> => {
      vi.resetModules();
      const { default: Handler } = await import('../../cache-handler.mjs');
      return new Handler({ serverDistDir: path.join(root, 'build', 'server'), maxMemoryCacheSize: 50 * 1024 * 1024 });
    };
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-cache-'));
      fs.mkdirSync(path.join(root, 'build', 'server'), { recursive: true });
      fs.writeFileSync(path.join(root, 'build', 'BUILD_ID'), 'build-1\n');
      previous = process.env.CACHE_DIR;
      process.env.CACHE_DIR = path.join(root, 'cache');
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T10:00:00Z') });
    });
    afterEach(() => {
      vi.useRealTimers();
      if (previous === undefined) delete process.env.CACHE_DIR;
      else process.env.CACHE_DIR = previous;
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('keeps a page and a back-end answer across a restart, under the build id, whole', async () => {
      const before = await freshProcess();
      await before.set(pageKey('/pt/sobre-nos'), renderedPage('texts,_N_T_/pt/sobre-nos'), PAGE_CTX);
      const answer = { kind: 'FETCH', data: { headers: {}, body: '{"ok":true}', status: 200, url: '' }, revalidate: 300 };
      await before.set('4c6d4b1b', answer, { fetchCache: true, tags: ['texts'], revalidate: 300 });

      const after = await freshProcess();
      const page = await after.get(pageKey('/pt/sobre-nos'), GET_PAGE);
      expect(page).toMatchObject({ lastModified: Date.now(), cacheControl: PAGE_CTX.cacheControl, value: renderedPage('texts,_N_T_/pt/sobre-nos') });
      expect(Buffer.isBuffer(page!.value.rscData)).toBe(true);
      expect(page!.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
      expect(await after.get('4c6d4b1b', { kind: 'FETCH', tags: ['texts'], softTags: [], revalidate: 300 })).toMatchObject({ value: answer });
      expect(fs.existsSync(path.join(root, 'cache', 'build-1', 'route-cache', 'APP_PAGE', '0f3a', '$', 'pt', 'sobre-nos.page'))).toBe(true);
    });

    it("stores a page with its own script policy, in the very headers Next answers the render with", async () => {
      const handler = await freshProcess();
      const rendered = renderedPage('texts');
      rendered.html = '<html><head><script>a()</script></head><body><script>b()</script></body></html>';
      await handler.set(pageKey('/pt/contato'), rendered, PAGE_CTX);
      const policy = (rendered.headers as Record<string, string>)['content-security-policy'];
      expect(policy).toMatch(/^script-src 'self' 'sha256-[^']+' 'sha256-[^']+'; object-src 'none'; base-uri 'none'$/);
      expect((await (await freshProcess()).get(pageKey('/pt/contato'), GET_PAGE))!.value.headers['content-security-policy']).toBe(policy);
    });

    it('keeps a made-up address in memory only: served by this process, gone after a restart', async () => {
      const handler = await freshProcess();
      await handler.set(pageKey('/pt/modelos/zz'), renderedPage('talents'), PAGE_CTX);
      expect(await handler.get(pageKey('/pt/modelos/zz'), GET_PAGE)).toMatchObject({ value: { kind: 'APP_PAGE' } });
      const written = fs.existsSync(path.join(root, 'cache')) ? fs.readdirSync(path.join(root, 'cache'), { recursive: true }) : [];
      expect(written.filter((file) => String(file).endsWith('.page'))).toEqual([]);
      expect(await (await freshProcess()).get(pageKey('/pt/modelos/zz'), GET_PAGE)).toBeNull();
    });

    it('gives Next a page of a revalidated tag as stale (served while it renders again), other pages untouched', async () => {
      const handler = await freshProcess();
      await handler.set(pageKey('/pt/blog'), renderedPage('posts,texts'), PAGE_CTX);
      await handler.set(pageKey('/pt/staff'), renderedPage('staff,texts'), PAGE_CTX);
      vi.setSystemTime(Date.now() + 1_000);
      await handler.revalidateTag(['posts'], { expire: 31_536_000 });
      vi.setSystemTime(Date.now() + 1_000);
      const now = Date.now();

      const stale = await handler.get(pageKey('/pt/blog'), GET_PAGE);
      // Next: stale when lastModified + revalidate < now; rendered before answering when
      // lastModified + expire < now.
      expect(stale!.lastModified + 300_000).toBeLessThan(now);
      expect(stale!.lastModified + 31_536_000_000).toBeGreaterThan(now);
      expect((await handler.get(pageKey('/pt/staff'), GET_PAGE))!.lastModified).toBe(now - 2_000);

      // Rendered again: fresh.
      await handler.set(pageKey('/pt/blog'), renderedPage('posts,texts'), PAGE_CTX);
      expect((await handler.get(pageKey('/pt/blog'), GET_PAGE))!.lastModified).toBe(now);
    });

    it('marks a back-end answer of a revalidated tag stale past its own revalidate time', async () => {
      const handler = await freshProcess();
      const answer = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: '' }, revalidate: 60 };
      await handler.set('9e1f', answer, { fetchCache: true, tags: ['slides'], revalidate: 60 });
      vi.setSystemTime(Date.now() + 1_000);
      await handler.revalidateTag('slides', { expire: 31_536_000 });
      const read = await handler.get('9e1f', { kind: 'FETCH', tags: ['slides'], softTags: [], revalidate: 60 });
      expect(read!.lastModified + 60_000).toBeLessThan(Date.now());
    });

    it('answers a miss for a tag expired without a profile', async () => {
      const handler = await freshProcess();
      await handler.set(pageKey('/pt/contato'), renderedPage('texts-expired'), PAGE_CTX);
      vi.setSystemTime(Date.now() + 1_000);
      await handler.revalidateTag(['texts-expired']);
      expect(await handler.get(pageKey('/pt/contato'), GET_PAGE)).toBeNull();
    });
  });

  it('makes a file name of any key inside its folder', () => {
    expect(fileOfKey('/route-cache/APP_PAGE/0f3a/$/pt/blog')).toBe('route-cache/APP_PAGE/0f3a/$/pt/blog');
    expect(fileOfKey('/route-cache/APP_PAGE/0f3a/$/pt/../../x')).toBe('route-cache/APP_PAGE/0f3a/$/pt/%2E%2E/%2E%2E/x');
    expect(fileOfKey('/pt/modelos/a b?c')).toBe('pt/modelos/a%20b%3Fc');
    expect(fileOfKey(`/pt/${'x'.repeat(300)}`)).toMatch(/^pt\/[0-9a-f]{64}$/);
  });

  it("uses Next's public interface only", () => {
    const source = fs.readFileSync(new URL('../../cache-handler.mjs', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]next\//);
  });

  describe('keepsOnDisk', () => {
    const key = (address: string) => `/route-cache/APP_PAGE/0f3a/$${address}`;
    const page = (status: number, canonical?: string) => ({
      kind: 'APP_PAGE',
      status,
      html: `<html><head>${canonical ? `<link rel="canonical" href="${canonical}"/>` : ''}</head></html>`,
    });

    it('writes the pages with an address of their own', () => {
      for (const address of ['/pt', '/en/blog', '/pt/blog/um-post', '/pt/talents/mulheres', '/en/sobre-nos']) {
        expect(keepsOnDisk(key(address), page(200)), address).toBe(true);
      }
      expect(keepsOnDisk(key('/pt/modelo/12/ana-lima'), page(200, 'https://site.example/pt/modelo/12/ana-lima'))).toBe(true);
      expect(keepsOnDisk(key('/en/modelo/12/ana-lima'), page(200, 'https://site.example/en/model/12/ana-lima'))).toBe(true);
      // Back-end answers and other kinds are not pages.
      expect(keepsOnDisk('4c6d4b1b', { kind: 'FETCH', data: { body: '{"value":[{"id":12}]}' } })).toBe(true);
    });

    it("keeps a back end's refusal in memory: any unknown id or slug makes one", () => {
      const refused = { refused: { backend: 'integration', code: 'HTTP_404', status: 404, message: 'No talent with id 281925102' } };
      expect(keepsOnDisk('9a1c2e3f', { kind: 'FETCH', data: { body: JSON.stringify(refused) } })).toBe(false);
    });

    it('keeps in memory what any address makes: a 404, a name search, a filter, a talent under another name', () => {
      expect(keepsOnDisk(key('/pt/nope-123'), page(404))).toBe(false);
      expect(keepsOnDisk(key('/pt/modelos/ana'), page(200))).toBe(false);
      expect(keepsOnDisk(key('/pt/talents/f/height=150-170'), page(200))).toBe(false);
      expect(keepsOnDisk(key('/en/talents/mulheres/f/letter=m'), page(200))).toBe(false);
      expect(keepsOnDisk(key('/pt/modelo/12/outro-nome'), page(200, 'https://site.example/pt/modelo/12/ana-lima'))).toBe(false);
      expect(keepsOnDisk(key('/pt/modelo/12/ana-lima'), page(200))).toBe(false);
    });

    it('reads the address from a key of the older shape too (the address itself)', () => {
      expect(keepsOnDisk('/pt/modelos/ana', page(200))).toBe(false);
      expect(keepsOnDisk('/pt/blog', page(200))).toBe(true);
    });
  });
});
