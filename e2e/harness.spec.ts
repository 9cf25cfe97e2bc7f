/** Checks of the harness itself: private stacks start, their back end stops and restarts. */
import { listTalents } from './api';
import { expect, test } from './fixtures';

const health = async (backendUrl: string) => {
  try {
    return (await fetch(`${backendUrl}/health`, { signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 'down';
  }
};

test('emptyStack has a back end without talents', async ({ emptyStack }) => {
  expect(await listTalents(emptyStack)).toEqual([]);
  expect(await health(emptyStack.backendUrl)).toBe(200);
});

test('ownStack restarts its back end on the same port', async ({ ownStack }) => {
  const { backendUrl } = ownStack;
  const before = await listTalents(ownStack);
  expect(before.length).toBeGreaterThan(0);

  await ownStack.stopBackend();
  expect(await health(backendUrl)).toBe('down');

  await ownStack.startBackend();
  expect(ownStack.backendUrl).toBe(backendUrl);
  expect(await health(backendUrl)).toBe(200);
  expect((await listTalents(ownStack)).map((t) => t.id)).toEqual(before.map((t) => t.id));
});
