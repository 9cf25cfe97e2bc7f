import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { HINT, addCompileHints } from '../apps/web/scripts/compile-hints.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('marks every script chunk once, on a first line of its own, and leaves other files alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'nested'));
  fs.writeFileSync(path.join(dir, 'a.js'), '(()=>{})();');
  fs.writeFileSync(path.join(dir, 'nested', 'b.js'), '"use strict";x()');
  fs.writeFileSync(path.join(dir, 'c.css'), 'a{}');

  expect(addCompileHints(dir)).toBe(2);
  expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
  expect(fs.readFileSync(path.join(dir, 'nested', 'b.js'), 'utf8')).toBe(`${HINT}"use strict";x()`);
  expect(fs.readFileSync(path.join(dir, 'c.css'), 'utf8')).toBe('a{}');

  // A second run (a build folder marked already) changes nothing.
  expect(addCompileHints(dir)).toBe(0);
  expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
});
