import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_BUILD_INPUTS, webBuildReason } from './build-state.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A repository with every build input, and a build made at `builtAt` (seconds). */
function repo(builtAt) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
  dirs.push(root);
  const old = new Date(1_000_000_000_000);
  for (const input of WEB_BUILD_INPUTS) {
    const file = input.includes('.') && !input.endsWith('/src') ? path.join(root, input) : path.join(root, input, 'a.ts');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, old, old);
    fs.utimesSync(path.dirname(file), old, old);
  }
  if (builtAt !== null) {
    const buildId = path.join(root, 'apps/web/.next/BUILD_ID');
    fs.mkdirSync(path.dirname(buildId), { recursive: true });
    fs.writeFileSync(buildId, 'id');
    fs.utimesSync(buildId, builtAt, builtAt);
  }
  return root;
}

const touch = (root, file, at) => {
  const full = path.join(root, file);
  fs.utimesSync(full, at, at);
};

describe('webBuildReason: the one stale-build decision', () => {
  const builtAt = new Date(1_000_000_500_000);
  const later = new Date(1_000_000_900_000);

  it('builds when there is no build, or when forced', () => {
    expect(webBuildReason({ root: repo(null), force: false })).toBe('no production build yet');
    expect(webBuildReason({ root: repo(builtAt), force: true })).toBe('CI=true');
  });

  it('keeps a build newer than every input', () => {
    expect(webBuildReason({ root: repo(builtAt), force: false })).toBe('');
  });

  it.each([
    ['apps/web/src/a.ts', 'apps/web/src'],
    ['apps/web/next.config.ts', 'apps/web/next.config.ts'],
    ['package-lock.json', 'package-lock.json'],
    ['packages/contracts/src/a.ts', 'packages/contracts/src'],
    ['apps/web/messages', 'apps/web/messages'], // a file removed from the folder
  ])('rebuilds when %s changed', (file, input) => {
    const root = repo(builtAt);
    touch(root, file, later);
    expect(webBuildReason({ root, force: false })).toBe(`${input} changed since the last build`);
  });
});
