import { describe, expect, it, vi } from 'vitest';
import { BackendError } from './backends/http';

// Next's data cache as a Map: what a read resolves with is kept, what it throws is not.
vi.mock('next/cache', () => import('./data-cache-double'));
vi.mock('./env', () => ({ env: () => ({ PAGE_REVALIDATE_SECONDS: 300 }) }));
const { cachedRead } = await import('./cache');

/** A read that fails with `status` the first time and answers 'posts' after. */
function failingOnce(status: number) {
  let calls = 0;
  const read = async () => {
    calls++;
    if (calls === 1) throw new BackendError('panel', `HTTP_${status}`, status, `answered ${status}`);
    return 'posts';
  };
  return { read, calls: () => calls };
}

describe('cachedRead', () => {
  it('keeps a refusal about the content (404) like an answer: the back end is not asked again', async () => {
    const { read, calls } = failingOnce(404);
    await expect(cachedRead(['refusal', 404], ['posts'], read)).rejects.toMatchObject({ status: 404 });
    await expect(cachedRead(['refusal', 404], ['posts'], read)).rejects.toMatchObject({ status: 404 });
    expect(calls()).toBe(1);
  });

  it.each([401, 403, 408, 429])('does not keep a %i (the site’s access, not the content): the next read asks again and gets the answer', async (status) => {
    const { read, calls } = failingOnce(status);
    await expect(cachedRead(['access', status], ['posts'], read)).rejects.toMatchObject({ status });
    await expect(cachedRead(['access', status], ['posts'], read)).resolves.toBe('posts');
    expect(calls()).toBe(2);
  });

  it('does not keep a failure (5xx)', async () => {
    const { read, calls } = failingOnce(503);
    await expect(cachedRead(['failure', 503], ['posts'], read)).rejects.toMatchObject({ status: 503 });
    await expect(cachedRead(['failure', 503], ['posts'], read)).resolves.toBe('posts');
    expect(calls()).toBe(2);
  });
});
