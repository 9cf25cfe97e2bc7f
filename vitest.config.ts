import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'backend',
          root: 'apps/backend',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // 'server-only' throws outside a React server bundle; in unit tests it is a no-op.
        resolve: { alias: { 'server-only': new URL('./apps/web/test/server-only.ts', import.meta.url).pathname } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // next-intl's ESM build imports 'next/navigation' without an extension: let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
    ],
  },
});
