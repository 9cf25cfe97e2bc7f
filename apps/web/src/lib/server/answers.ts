import { MAX_ROUTED_QUERY_LENGTH } from '../security/refusal';
import type { RequestNotes } from './request-notes';

/** A gallery address, in either word of either locale (the canonical-slug redirect's source). */
const GALLERY_PATH = /^\/(?:pt|en)\/(?:modelo|model)\/[^/]+\/[^/]+\/?$/;

export interface Answer {
  status: number;
  location?: string;
}

/**
 * The status and Location the site's server sends in place of those Next.js chose, for the
 * request target `url` (path and query, as sent), from what the render noted (request-notes.ts):
 *
 * - a page that failed because a back end did not answer is a 503 (SPEC §8), not Next's 500;
 * - a gallery under another name is a 308 to its canonical address, rendered and cached without
 *   the query (a cached page never reads it): the visitor's query is added to the Location, up
 *   to MAX_ROUTED_QUERY_LENGTH like every redirect of the site; a longer one is left out.
 *
 * Anything else is sent as Next chose it. Pure.
 */
export function finalAnswer(url: string, answer: Answer, notes: RequestNotes): Answer {
  if (answer.status === 500 && notes.unavailable) return { ...answer, status: 503 };
  if (answer.status !== 308 || !answer.location || answer.location.includes('?')) return answer;
  const at = url.indexOf('?');
  if (at === -1) return answer;
  const path = url.slice(0, at);
  const query = url.slice(at + 1);
  if (!query || query.length > MAX_ROUTED_QUERY_LENGTH || !GALLERY_PATH.test(path)) return answer;
  const [target, fragment] = splitFragment(answer.location);
  return { ...answer, location: `${target}?${query}${fragment}` };
}

const splitFragment = (location: string): [string, string] => {
  const at = location.indexOf('#');
  return at === -1 ? [location, ''] : [location.slice(0, at), location.slice(at)];
};
