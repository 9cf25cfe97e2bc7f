/**
 * The Node.js options the site's server is started with (`node <these> server.mjs`), by every
 * launcher: `npm start`, the browser tests' stacks and the benchmark.
 *
 * The JavaScript heap is bounded (SITE_MAX_HEAP_MB, 384 MB by default): left to itself, V8 sizes
 * its heap from the machine's memory (about 4 GB on a 24 GB machine) and collects lazily, so
 * varied traffic — boards with many different filter queries, each a 400 KB render — took the
 * site to about 1 GB of RSS, most of it garbage. With the bound, the same traffic stays near
 * 450 MB with no failed request (bench/results/site-memory-2026-12-03.md,
 * docs/decisions/0035-site-memory.md).
 */
export const DEFAULT_MAX_HEAP_MB = 384;

/** @param {NodeJS.ProcessEnv} [env] @returns {string[]} */
export function siteNodeArgs(env = process.env) {
  const raw = env.SITE_MAX_HEAP_MB?.trim();
  const mb = raw ? Number(raw) : DEFAULT_MAX_HEAP_MB;
  if (!Number.isInteger(mb) || mb < 128) {
    throw new Error(`SITE_MAX_HEAP_MB must be a whole number of megabytes, at least 128 (got "${raw}")`);
  }
  return [`--max-old-space-size=${mb}`];
}

/**
 * glibc's malloc settings the site's server is started with (environment variables read once,
 * at the process's start), unless the environment sets them already. sharp's threads decode
 * images of several MB (the selection PDF: 90 and more at a time); by default glibc gives
 * each thread an arena of its own and, after the first large buffer is freed, raises its mmap
 * threshold so that later ones come from those arenas, which keep the freed memory: the site's
 * RSS stayed 120 MB higher after a PDF. Two arenas and a fixed 1 MB threshold (larger
 * buffers mapped and returned on free) bring most of it back (bench/results/
 * selection-2026-12-03.md, docs/decisions/0030-selection-files.md).
 */
export const SITE_MALLOC_ENV = Object.freeze({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' });

/** @param {NodeJS.ProcessEnv} [env] @returns {Record<string, string>} */
export function siteMallocEnv(env = process.env) {
  return Object.fromEntries(Object.entries(SITE_MALLOC_ENV).map(([name, value]) => [name, env[name]?.trim() || value]));
}
