import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the site's server (server.mjs) learns about a request while Next.js renders it: a page
 * cannot set its own status (Next sends 500 for any render error), so the page notes why it
 * failed and the server sends the status that says so (lib/server/answers.ts). One store per
 * process, found through the global symbol registry: server.mjs and Next's server bundle load
 * this module separately.
 */
export interface RequestNotes {
  /** The error code of a back-end read a page could not render without (ECONNREFUSED…). */
  unavailable?: string;
}

const STORE = Symbol.for('vitrine.request-notes');

/** The process's store of request notes. */
export function requestNotes(): AsyncLocalStorage<RequestNotes> {
  const holder = globalThis as { [STORE]?: AsyncLocalStorage<RequestNotes> };
  holder[STORE] ??= new AsyncLocalStorage<RequestNotes>();
  return holder[STORE];
}

/** Notes that the request's page failed for want of a back end (the first code is kept). Does
 * nothing outside a request of the site's server (a build, a unit test). */
export function noteUnavailable(code: string): void {
  const notes = requestNotes().getStore();
  if (notes) notes.unavailable ??= code;
}
