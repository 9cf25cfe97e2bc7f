/**
 * A selection as the e-casting page shows it (own favourites or a shared link): the talents'
 * public data from GET /api/favourites, and the visitor's yes / maybe / no on each, kept in
 * browser storage under `vitrine:verdicts` as `{ "12": "yes", … }` beside the favourites. Pure:
 * storage and the event source are injected (tests use a Map-backed storage).
 */
import { VERDICTS, type Verdict } from '@vitrine/contracts/constants';
import { toTalentId, type StorageEvents, type StorageLike } from './store';

export const VERDICTS_KEY = 'vitrine:verdicts';

/** The query parameters of a shared selection: its ids separated by commas, and on a link that
 * carries a recipient's verdicts back, their letters and name (verdict-link.ts). */
export const SHARE_PARAM = 'share';
export const VERDICTS_PARAM = 'v';
export const BY_PARAM = 'by';

/** One measurement row, labelled in the page's language, in both units. */
export interface SelectionMeasurement {
  key: string;
  label: string;
  metric: string;
  imperial: string;
}

export interface SelectionTalent {
  id: number;
  name: string;
  cover: string | null;
  /** The name segment of the talent's gallery address. */
  slug: string;
  measurements: SelectionMeasurement[];
}

export type Verdicts = Readonly<Record<number, Verdict>>;

const isVerdict = (value: unknown): value is Verdict => (VERDICTS as readonly unknown[]).includes(value);

/** The stored verdicts, tolerant of anything a visitor's storage may hold. */
export function parseVerdicts(text: string | null): Verdicts {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const verdicts: Record<number, Verdict> = {};
  for (const [key, verdict] of Object.entries(value)) {
    const id = toTalentId(key);
    if (id !== null && isVerdict(verdict)) verdicts[id] = verdict;
  }
  return verdicts;
}

/** "N yes · N maybe · N no" of the talents shown. */
export function countVerdicts(ids: readonly number[], verdicts: Verdicts): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { yes: 0, maybe: 0, no: 0 };
  for (const id of ids) {
    const verdict = verdicts[id];
    if (verdict) counts[verdict] += 1;
  }
  return counts;
}

export interface VerdictStore {
  /** The same object until it changes, for useSyncExternalStore. */
  all(): Verdicts;
  /** Sets a talent's verdict; null clears it. */
  set(id: number, verdict: Verdict | null): void;
  /** Writes a change not yet written (with `schedule`) to storage now. */
  flush(): void;
  subscribe(listener: () => void): () => void;
}

export interface VerdictStoreOptions {
  /** When a change is written to storage: at once by default; the browser's store writes after
   * the change is painted (the changes made until then in one write). */
  schedule?: (write: () => void) => void;
}

export function createVerdictStore(storage: StorageLike | null, events?: StorageEvents, options: VerdictStoreOptions = {}): VerdictStore {
  const read = () => {
    try {
      return parseVerdicts(storage?.getItem(VERDICTS_KEY) ?? null);
    } catch {
      return {};
    }
  };
  let current = read();
  let unsaved = false;
  const save = () => {
    if (!unsaved) return;
    unsaved = false;
    try {
      storage?.setItem(VERDICTS_KEY, JSON.stringify(current));
    } catch {
      // Storage full or refused: the verdicts still hold for this page.
    }
  };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  events?.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== VERDICTS_KEY) return;
    current = read();
    notify();
  });
  return {
    all: () => current,
    set(id, verdict) {
      const wanted = toTalentId(id);
      if (wanted === null || current[wanted] === (verdict ?? undefined)) return;
      const next: Record<number, Verdict> = { ...current };
      if (verdict === null) delete next[wanted];
      else next[wanted] = verdict;
      current = next;
      unsaved = true;
      if (options.schedule) options.schedule(save);
      else save();
      notify();
    },
    flush: save,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
