import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Bound, Busy } from './bounded';

describe('Bound', () => {
  beforeEach(() => {
    // The injected clock: rate-limiter-flexible reads Date.now() and expires by timers.
    vi.useFakeTimers({ now: new Date('2026-12-02T12:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('allows `points` per window and address, then says how long to wait', async () => {
    const bound = new Bound({ points: 2, durationSeconds: 60, concurrency: 1, queue: 0 });
    expect(await bound.consume('a')).toBeNull();
    expect(await bound.consume('a')).toBeNull();
    expect(await bound.consume('b')).toBeNull();
    expect(await bound.consume('a')).toBe(60);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(await bound.consume('a')).toBe(15);
    await vi.advanceTimersByTimeAsync(15_001);
    expect(await bound.consume('a')).toBeNull();
  });

  it('makes at most `concurrency` at once, queues `queue` more and turns the rest away', async () => {
    const bound = new Bound({ points: 100, concurrency: 2, queue: 1 });
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const runs = [1, 2, 3].map((n) => bound.run(task(n)));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([1, 2]);
    expect(bound.load).toEqual({ active: 2, waiting: 1 });
    await expect(bound.run(task(4))).rejects.toBeInstanceOf(Busy);
    releases[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([1, 2, 3]);
    releases[1]!();
    releases[2]!();
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(bound.load).toEqual({ active: 0, waiting: 0 });
  });
});
