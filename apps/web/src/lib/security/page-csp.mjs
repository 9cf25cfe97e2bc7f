/**
 * The script part of a cached page's Content-Security-Policy, made from the page itself
 * (docs/decisions/0028-cache-handler-and-page-csp.md).
 *
 * A page is rendered once and served from the cache to every visitor, so it cannot carry a
 * per-request nonce. Instead, when the cache handler stores a rendered page, it hashes the page's
 * own inline scripts (Next's RSC payload `self.__next_f.push(…)`, the measurement-unit script, …)
 * and adds a policy that allows those and the site's own script files, nothing else: not a script
 * that came in with the content panel's HTML, should one ever pass the sanitiser. It is stored in
 * the page's headers, so Next sends it with the first answer and with every cached one.
 *
 * The site's static policy (lib/security/headers.ts) leaves scripts to this one. Plain JavaScript:
 * `next start` loads the cache handler, and this, on their own.
 */
import crypto from 'node:crypto';
import { Parser } from 'htmlparser2';

/** The CSP hash source of a script's text, as the browser hashes it (after the HTML parser's
 * newline normalisation). */
export function scriptHash(text) {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `sha256-${crypto.createHash('sha256').update(normalised, 'utf8').digest('base64')}`;
}

/** The attribute of an element whose content is HTML from the content panel (a post's body,
 * the about text), sanitised on the way in: no script in it is the site's, so none is hashed. */
const FOREIGN_HTML_ATTRIBUTE = 'data-foreign-html';

/** `type`s the browser runs a `<script>` of (none, or a JavaScript one); data blocks such as
 * JSON-LD are never run and need no hash. */
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** The hashes of the page's own inline scripts (a `<script>` without `src` that the browser would
 * run, outside the panel's HTML), in order, once each. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  let depth = 0;
  /** The depth of the panel's HTML being read, or -1. */
  let foreignAt = -1;
  let counted = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (foreignAt === -1 && FOREIGN_HTML_ATTRIBUTE in attributes) foreignAt = depth;
        if (name !== 'script') return;
        counted = foreignAt === -1 && !('src' in attributes) && RUNS.test((attributes.type ?? '').trim());
        text = '';
      },
      ontext(chunk) {
        if (counted) text += chunk;
      },
      // Called for every element, void and implied ones too, so the depth stays true.
      onclosetag(name) {
        if (name === 'script') {
          if (counted) hashes.add(scriptHash(text));
          counted = false;
        }
        if (depth === foreignAt) foreignAt = -1;
        depth -= 1;
      },
    },
    // Script text as written: the browser hashes it undecoded.
    { decodeEntities: false },
  );
  parser.end(html);
  return [...hashes];
}

/**
 * The page's own policy: scripts from the site's files and the page's inline scripts by hash,
 * never any other inline script (no 'unsafe-inline'), no plugins, no <base>. Sent beside the
 * static policy, which the browser enforces as well.
 */
export function pageScriptPolicy(hashes) {
  return [`script-src 'self'${hashes.map((hash) => ` '${hash}'`).join('')}`, "object-src 'none'", "base-uri 'none'"].join('; ');
}

export const PAGE_CSP_HEADER = 'content-security-policy';

/**
 * A rendered page with its policy in its headers; anything else as it is. Next sends the headers
 * of the entry it gives the cache handler's `set()` with the answer that rendered it (it awaits
 * `set()` first) and with every answer served from the cache, so the policy is added to that
 * entry's headers.
 */
export function withPageCsp(data) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string' || data.html === '') return data;
  const policy = pageScriptPolicy(inlineScriptHashes(data.html));
  if (data.headers && typeof data.headers === 'object') data.headers[PAGE_CSP_HEADER] = policy;
  else data.headers = { [PAGE_CSP_HEADER]: policy };
  return data;
}
