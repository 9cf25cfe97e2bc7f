// Run after `next build` (apps/web's `build` script): marks every browser chunk with V8's explicit
// compile hint, `//# allFunctionsCalledOnLoad` on its first line
// (docs/decisions/0024-main-thread-at-start.md).
//
// A chunk is fetched when its code is about to run: the first-load chunks run React's and Next's
// start-up and hydrate the page, a lazy chunk is fetched when its component mounts. Without the
// hint, V8 compiles each function lazily on its first call, on the main thread: in a mobile
// Lighthouse trace of home, most of the 55–110 ms task that starts the page was that. With it,
// Chrome (136 and later) compiles the whole file while it streams in, off the main thread; other
// browsers read a comment. The build has no browser source maps, so the extra first line shifts
// nothing that anyone reads.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to every `.js` file under `dir` that does not start with it; returns how
 * many it changed. */
export function addCompileHints(dir) {
  let changed = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(HINT)) continue;
    fs.writeFileSync(file, HINT + source);
    changed++;
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../.next/static/chunks/', import.meta.url));
  console.log(`compile hints: ${addCompileHints(dir)} chunks marked in ${path.relative(process.cwd(), dir)}`);
}
