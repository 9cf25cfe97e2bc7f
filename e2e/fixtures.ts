/**
 * `test` and `expect` for every spec. Fixtures:
 * - `stack`: the shared stack with the default demo data (started once per run by global
 *   setup; `baseURL` points at its site). Treat it as read-only: never stop its back end.
 * - `emptyStack`: a stack with an empty data set, one per worker, started on first use.
 * - `ownStack`: a private stack with the default demo data for one test, which may stop and
 *   restart its back end (`stopBackend()` / `startBackend()`, same port and data folder).
 *   Its start options can be set per file or describe block:
 *   `test.use({ ownStackOptions: { webEnv: { FORM_RATE_LIMIT: '3' } } })`.
 * Pages of `emptyStack` / `ownStack` are opened with absolute URLs (`${ownStack.webUrl}/pt`).
 */
import { test as base, expect } from '@playwright/test';
import { readSharedStack } from './shared';
import { startStack, type Stack, type StackInfo, type StackOptions } from './stack';

/** Starting a stack may take a while on a small machine (first start generates demo media). */
const STACK_START_TIMEOUT = 180_000;

interface WorkerFixtures {
  stack: StackInfo;
  emptyStack: Stack;
}
interface TestFixtures {
  ownStackOptions: Pick<StackOptions, 'demo' | 'backendEnv' | 'webEnv'>;
  ownStack: Stack;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    async ({}, use) => {
      await use(readSharedStack());
    },
    { scope: 'worker' },
  ],
  emptyStack: [
    async ({}, use, workerInfo) => {
      const stack = await startStack({ demo: 'empty', name: `empty-w${workerInfo.workerIndex}` });
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: STACK_START_TIMEOUT },
  ],
  ownStackOptions: [{}, { option: true }],
  ownStack: [
    async ({ ownStackOptions }, use, testInfo) => {
      const stack = await startStack({
        demo: 'default',
        ...ownStackOptions,
        name: `own-w${testInfo.workerIndex}-${testInfo.testId.slice(0, 8)}`,
      });
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { timeout: STACK_START_TIMEOUT },
  ],
});

export { expect };
