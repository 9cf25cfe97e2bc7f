import { describe, expect, it } from 'vitest';
import { countVerdicts, createVerdictStore, parseVerdicts, VERDICTS_KEY } from './selection';

const memory = () => {
  const map = new Map<string, string>();
  return { map, storage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } };
};

describe('verdicts', () => {
  it('are read tolerantly: ids as integers, only yes / maybe / no', () => {
    expect(parseVerdicts('{"12":"yes","7":"maybe","x":"no","3":"perhaps","4.0":"no"}')).toEqual({ 12: 'yes', 7: 'maybe', 4: 'no' });
    expect(parseVerdicts('[1]')).toEqual({});
    expect(parseVerdicts('nope')).toEqual({});
    expect(parseVerdicts(null)).toEqual({});
  });

  it('are stored on every change, cleared with null, and a new store reads them back (a reload)', () => {
    const { map, storage } = memory();
    const store = createVerdictStore(storage);
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.set(12, 'yes');
    store.set(7, 'no');
    store.set(7, 'maybe');
    store.set(12, 'yes'); // unchanged: no write, no re-render
    expect(changes).toBe(3);
    expect(JSON.parse(map.get(VERDICTS_KEY)!)).toEqual({ 12: 'yes', 7: 'maybe' });
    store.set(12, null);
    expect(createVerdictStore(storage).all()).toEqual({ 7: 'maybe' });
  });

  it('written later when a schedule is given: the changes until then in one write, or at once on flush', () => {
    const { map, storage } = memory();
    const pending: (() => void)[] = [];
    const store = createVerdictStore(storage, undefined, { schedule: (write) => pending.push(write) });
    store.set(12, 'yes');
    store.set(7, 'no');
    expect(store.all()).toEqual({ 12: 'yes', 7: 'no' });
    expect(map.has(VERDICTS_KEY)).toBe(false);
    let writes = 0;
    const setItem = storage.setItem;
    storage.setItem = (k, v) => {
      writes += 1;
      setItem(k, v);
    };
    pending.forEach((write) => write());
    expect(writes).toBe(1);
    expect(JSON.parse(map.get(VERDICTS_KEY)!)).toEqual({ 12: 'yes', 7: 'no' });
    store.set(7, 'maybe');
    store.flush();
    expect(JSON.parse(map.get(VERDICTS_KEY)!)).toEqual({ 12: 'yes', 7: 'maybe' });
    pending.forEach((write) => write());
    expect(writes).toBe(2);
  });

  it('follow a change made in another tab', () => {
    const { map, storage } = memory();
    let listener: ((event: { key: string | null }) => void) | undefined;
    const store = createVerdictStore(storage, { addEventListener: (_type, l) => (listener = l) });
    map.set(VERDICTS_KEY, '{"5":"yes"}');
    listener!({ key: VERDICTS_KEY });
    expect(store.all()).toEqual({ 5: 'yes' });
  });

  it('are counted over the talents shown', () => {
    expect(countVerdicts([1, 2, 3, 4], { 1: 'yes', 2: 'yes', 3: 'no', 9: 'maybe' })).toEqual({ yes: 2, maybe: 0, no: 1 });
  });
});
