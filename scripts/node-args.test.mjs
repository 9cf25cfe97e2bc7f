import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_HEAP_MB, SITE_MALLOC_ENV, siteMallocEnv, siteNodeArgs } from '../apps/web/node-args.mjs';

describe("the site server's Node options", () => {
  it('bound the heap: 384 MB unless SITE_MAX_HEAP_MB says otherwise', () => {
    expect(siteNodeArgs({})).toEqual([`--max-old-space-size=${DEFAULT_MAX_HEAP_MB}`]);
    expect(DEFAULT_MAX_HEAP_MB).toBe(384);
    expect(siteNodeArgs({ SITE_MAX_HEAP_MB: ' 1024 ' })).toEqual(['--max-old-space-size=1024']);
  });

  it('refuse a value that is not a whole number of megabytes of at least 128, naming the variable', () => {
    for (const value of ['abc', '100', '384.5', '-1']) {
      expect(() => siteNodeArgs({ SITE_MAX_HEAP_MB: value })).toThrow(/SITE_MAX_HEAP_MB/);
    }
  });

  it('are what a Node process started with them really gets', () => {
    const child = spawnSync(process.execPath, [...siteNodeArgs({}), '-e', "process.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit))"]);
    const limitMb = Number(child.stdout.toString()) / 1024 / 1024;
    // V8 adds its young generation to the old space's bound.
    expect(limitMb).toBeGreaterThanOrEqual(DEFAULT_MAX_HEAP_MB);
    expect(limitMb).toBeLessThan(DEFAULT_MAX_HEAP_MB + 128);
  });

  it("set glibc's malloc to two arenas and a fixed mmap threshold, unless the environment says otherwise", () => {
    expect(siteMallocEnv({})).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' });
    expect(siteMallocEnv({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: ' ' })).toEqual({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: SITE_MALLOC_ENV.MALLOC_MMAP_THRESHOLD_ });
  });
});
