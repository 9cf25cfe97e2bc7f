/** Types of page-csp.mjs (plain JavaScript: the cache handler loads it with `next start`). */
export function scriptHash(text: string): string;
export function inlineScriptHashes(html: string): string[];
export function pageScriptPolicy(hashes: readonly string[]): string;
export const PAGE_CSP_HEADER: 'content-security-policy';
export function withPageCsp<T>(data: T): T;
