/**
 * Starts the shared default stack once per run and hands its URLs to the workers through
 * environment variables (read by playwright.config.ts) and e2e/.tmp/shared-stack-<run id>.json
 * (read by the `stack` fixture).
 */
import fs from 'node:fs';
import { SHARED_STACK_FILE, setSharedStack } from './shared';
import { stackInfo, startStack } from './stack';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const stack = await startStack({ demo: 'default', name: 'shared' });
  setSharedStack(stack);
  fs.writeFileSync(SHARED_STACK_FILE, JSON.stringify(stackInfo(stack), null, 2));
  process.env.E2E_WEB_URL = stack.webUrl;
  process.env.E2E_BACKEND_URL = stack.backendUrl;
  console.log(
    `Shared stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: web ${stack.webUrl}, back end ${stack.backendUrl}`,
  );
}
