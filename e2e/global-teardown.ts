import fs from 'node:fs';
import { SHARED_STACK_FILE, takeSharedStack } from './shared';

export default async function globalTeardown(): Promise<void> {
  await takeSharedStack()?.stop();
  fs.rmSync(SHARED_STACK_FILE, { force: true });
}
