/** Hand-over of the shared default stack between global setup, teardown and the workers. */
import fs from 'node:fs';
import path from 'node:path';
import { RUN_ID, TMP_DIR, type Stack, type StackInfo } from './stack';

/** One file per run, so two runs in one checkout do not read each other's stack. */
export const SHARED_STACK_FILE = path.join(TMP_DIR, `shared-stack-${RUN_ID}.json`);

// Global setup and teardown run in the same (runner) process.
const holder = globalThis as typeof globalThis & { __vitrineSharedStack?: Stack };
export const setSharedStack = (stack: Stack) => {
  holder.__vitrineSharedStack = stack;
};
export const takeSharedStack = (): Stack | undefined => {
  const stack = holder.__vitrineSharedStack;
  delete holder.__vitrineSharedStack;
  return stack;
};

/** The shared stack as the workers see it: plain data, no way to stop it. */
export function readSharedStack(): StackInfo {
  try {
    return JSON.parse(fs.readFileSync(SHARED_STACK_FILE, 'utf8')) as StackInfo;
  } catch (error) {
    throw new Error(
      `No shared stack at ${SHARED_STACK_FILE} (it is written by e2e/global-setup.ts; run the ` +
        `tests with \`npm run test -w e2e\`): ${(error as Error).message}`,
    );
  }
}
