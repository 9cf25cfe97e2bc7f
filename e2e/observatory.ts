/**
 * Mozilla's HTTP Observatory (the MDN scanner, https://developer.mozilla.org/en-US/observatory),
 * reproduced over one answer of the site: its ten scored tests, their results and score
 * modifiers, and its score (start at 100, add every penalty, then the bonuses only when the score
 * is still 90 or more) and grade. Written from the Observatory's published tests and scoring
 * tables (its "Tests & scoring" documentation), not from its code. Where the Observatory merges
 * several Content-Security-Policy headers, this judges them as a browser enforces them: a
 * source counts only if every policy that restricts that kind of load allows it.
 *
 * Site-wide tests (redirection from http, crossdomain.xml) are judged by the caller and passed
 * in `site`.
 */

export interface ScannedAnswer {
  /** The address as a visitor reaches it (the site's public URL: https behind the proxy). */
  url: string;
  headers: { name: string; value: string }[];
  /** The body of an HTML answer (SRI, http-equiv CSP), else undefined. */
  html?: string;
}

export interface SiteFacts {
  /** The http address redirects first to https on the same host (the production recipe). */
  redirectsToHttps: boolean;
  /** /crossdomain.xml or /clientaccesspolicy.xml give every origin access. */
  crossDomainFilesOpen: boolean;
}

export interface Verdict {
  test: string;
  result: string;
  modifier: number;
  pass: boolean;
}

export interface Scan {
  verdicts: Verdict[];
  score: number;
  grade: string;
  /** Each policy's script sources (script-src, else default-src), for the 'unsafe-inline' check. */
  scriptSources: string[][];
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;

type Policy = Map<string, string[]>;

const headerValues = (answer: ScannedAnswer, name: string) =>
  answer.headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);

/** The policies of an answer's CSP headers and http-equiv meta tags, or null when one cannot be
 * parsed (an empty policy, or a directive twice in one policy). */
function policiesOf(answer: ScannedAnswer): { header: Policy[]; meta: Policy[] } | null {
  const metas = [...(answer.html ?? '').matchAll(/<meta\s[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/gi)].map(
    (match) => /content=["']([^"']*)["']/i.exec(match[0])?.[1] ?? '',
  );
  const parse = (texts: string[]): Policy[] | null => {
    const policies: Policy[] = [];
    for (const text of texts.flatMap((value) => value.split(','))) {
      const clean = text.replace(/[\r\n]/g, '').trim();
      if (clean.length < 'img-src'.length - 1) return null;
      const policy: Policy = new Map();
      for (const part of clean.split(';')) {
        const [name, ...sources] = part.trim().split(/\s+/);
        if (!name) continue;
        const directive = name.toLowerCase();
        if (policy.has(directive)) {
          if (directive === 'report-uri' || directive === 'report-to') continue;
          return null;
        }
        const list = sources.map((source) => source.toLowerCase());
        policy.set(directive, list.length === 0 && directive.endsWith('-src') ? ["'none'"] : list);
      }
      policies.push(policy);
    }
    return policies;
  };
  const header = parse(headerValues(answer, 'content-security-policy'));
  const meta = parse(metas);
  if (!header || !meta) return null;
  for (const policy of meta) for (const banned of ['frame-ancestors', 'report-uri', 'sandbox']) policy.delete(banned);
  return { header, meta };
}

/** The sources one policy allows for a kind of load, or null when it does not restrict it. */
function sourcesFor(policy: Policy, directive: string): string[] | null {
  const own = policy.get(directive) ?? (directive === 'frame-ancestors' || directive === 'base-uri' || directive === 'form-action' ? undefined : policy.get('default-src'));
  if (!own) return null;
  // A hash or nonce makes a browser ignore 'unsafe-inline'; with 'strict-dynamic', also 'self'
  // and scheme or host sources.
  let sources = own;
  if (sources.some((source) => HASH_OR_NONCE.test(source))) {
    sources = sources.filter((source) => source !== "'unsafe-inline'");
    if (directive === 'script-src' && sources.includes("'strict-dynamic'")) {
      sources = sources.filter((source) => HASH_OR_NONCE.test(source) || source.startsWith("'unsafe-") || source === "'strict-dynamic'");
    }
  }
  return sources;
}

/** Whether every policy allows something `unsafe` for a directive (a policy that does not restrict
 * it allows everything); with no policy restricting it, it is unsafe. */
function allowed(policies: Policy[], directive: string, unsafe: (source: string) => boolean): boolean {
  return policies.every((policy) => {
    const sources = sourcesFor(policy, directive);
    return sources === null || sources.some(unsafe);
  });
}

function cspTest(answer: ScannedAnswer, https: boolean): Verdict & { scriptSources: string[][] } {
  const verdict = (result: string, modifier: number, pass: boolean, scriptSources: string[][] = []) => ({ test: 'content-security-policy', result, modifier, pass, scriptSources });
  const parsed = policiesOf(answer);
  if (!parsed) return verdict('csp-header-invalid', -25, false);
  const policies = [...parsed.header, ...parsed.meta].filter((policy) => policy.size > 0);
  if (policies.length === 0) return verdict('csp-not-implemented', -25, false);
  const scriptSources = policies.map((policy) => sourcesFor(policy, 'script-src') ?? []);
  if (policies.some((policy) => policy.get('script-src')?.includes("'strict-dynamic'") && !policy.get('script-src')!.some((s) => HASH_OR_NONCE.test(s)))) {
    return verdict('csp-header-invalid', -25, false, scriptSources);
  }
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  const activeInsecure = https && ['script-src', 'style-src', 'object-src', 'connect-src', 'frame-src', 'font-src', 'worker-src'].some((d) => allowed(policies, d, insecure) && policies.some((p) => sourcesFor(p, d)?.some(insecure)));
  const passiveInsecure = https && ['img-src', 'media-src'].some((d) => allowed(policies, d, insecure) && policies.some((p) => sourcesFor(p, d)?.some(insecure)));
  const unsafeScript = allowed(policies, 'script-src', (s) => BROAD.has(s) || INLINE.has(s)) || allowed(policies, 'object-src', (s) => BROAD.has(s));
  const unsafeEval = allowed(policies, 'script-src', (s) => s === "'unsafe-eval'") && policies.some((p) => sourcesFor(p, 'script-src')?.includes("'unsafe-eval'"));
  const unsafeStyle = allowed(policies, 'style-src', (s) => BROAD.has(s) || INLINE.has(s));
  if (unsafeScript) return verdict('csp-implemented-with-unsafe-inline', -20, false, scriptSources);
  if (activeInsecure) return verdict('csp-implemented-with-insecure-scheme', -20, false, scriptSources);
  if (unsafeEval) return verdict('csp-implemented-with-unsafe-eval', -10, false, scriptSources);
  if (passiveInsecure) return verdict('csp-implemented-with-insecure-scheme-in-passive-content-only', -10, true, scriptSources);
  if (unsafeStyle) return verdict('csp-implemented-with-unsafe-inline-in-style-src-only', 0, true, scriptSources);
  const defaultNone = policies.some((policy) => policy.get('default-src')?.length === 1 && policy.get('default-src')![0] === "'none'");
  return defaultNone ? verdict('csp-implemented-with-no-unsafe-default-src-none', 10, true, scriptSources) : verdict('csp-implemented-with-no-unsafe', 5, true, scriptSources);
}

const SESSION_COOKIE = /(login|sess|token|auth|csrf|xsrf|user|account)/i;

function cookiesTest(answer: ScannedAnswer, hsts: boolean): Verdict {
  const verdict = (result: string, modifier: number, pass: boolean) => ({ test: 'cookies', result, modifier, pass });
  const cookies = headerValues(answer, 'set-cookie').map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const flags = new Map(attributes.map((attribute) => {
      const [key = '', value = ''] = attribute.split('=');
      return [key.toLowerCase(), value.toLowerCase()] as const;
    }));
    return { name: pair.split('=')[0] ?? '', flags };
  });
  if (cookies.length === 0) return verdict('cookies-not-found', 0, true);
  const session = cookies.filter((cookie) => SESSION_COOKIE.test(cookie.name));
  if (session.some((cookie) => !cookie.flags.has('secure'))) return hsts ? verdict('cookies-session-without-secure-flag-but-protected-by-hsts', -10, false) : verdict('cookies-session-without-secure-flag', -40, false);
  if (session.some((cookie) => !cookie.flags.has('httponly'))) return verdict('cookies-session-without-httponly-flag', -30, false);
  if (cookies.some((cookie) => cookie.flags.has('samesite') && !['strict', 'lax', 'none'].includes(cookie.flags.get('samesite')!))) return verdict('cookies-samesite-flag-invalid', -20, false);
  if (cookies.some((cookie) => !cookie.flags.has('secure'))) return hsts ? verdict('cookies-without-secure-flag-but-protected-by-hsts', -5, false) : verdict('cookies-without-secure-flag', -20, false);
  return cookies.every((cookie) => cookie.flags.has('samesite'))
    ? verdict('cookies-secure-with-httponly-sessions-and-samesite', 5, true)
    : verdict('cookies-secure-with-httponly-sessions', 0, true);
}

/** CORS: the answer to a request sent with another site's Origin (`crossOrigin`). */
function corsTest(answer: ScannedAnswer, crossOrigin: string, site: SiteFacts): Verdict {
  const verdict = (result: string, modifier: number, pass: boolean) => ({ test: 'cross-origin-resource-sharing', result, modifier, pass });
  const origin = headerValues(answer, 'access-control-allow-origin')[0]?.trim();
  const credentials = headerValues(answer, 'access-control-allow-credentials')[0]?.trim().toLowerCase() === 'true';
  if (site.crossDomainFilesOpen || (origin === crossOrigin && credentials)) return verdict('cross-origin-resource-sharing-implemented-with-universal-access', -50, false);
  if (origin === '*') return verdict('cross-origin-resource-sharing-implemented-with-public-access', 0, true);
  if (origin) return verdict('cross-origin-resource-sharing-implemented-with-restricted-access', 0, true);
  return verdict('cross-origin-resource-sharing-not-implemented', 0, true);
}

function redirectionTest(site: SiteFacts): Verdict {
  return site.redirectsToHttps
    ? { test: 'redirection', result: 'redirection-to-https', modifier: 0, pass: true }
    : { test: 'redirection', result: 'redirection-missing', modifier: -20, pass: false };
}

function referrerTest(answer: ScannedAnswer): Verdict {
  const verdict = (result: string, modifier: number, pass: boolean) => ({ test: 'referrer-policy', result, modifier, pass });
  const PRIVATE = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const UNSAFE = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = headerValues(answer, 'referrer-policy').flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()).filter(Boolean);
  if (values.length === 0) return verdict('referrer-policy-not-implemented', 0, true);
  // The last policy a browser knows wins.
  const known = values.filter((value) => PRIVATE.includes(value) || UNSAFE.includes(value));
  const last = known.at(-1);
  if (!last) return verdict('referrer-policy-header-invalid', -5, false);
  return PRIVATE.includes(last) ? verdict('referrer-policy-private', 5, true) : verdict('referrer-policy-unsafe', -5, false);
}

/** HSTS: 6 months is the Observatory's bar; the site asks at least a year with its subdomains. */
function hstsTest(answer: ScannedAnswer, https: boolean): Verdict & { maxAge: number; includeSubDomains: boolean } {
  const verdict = (result: string, modifier: number, pass: boolean, maxAge = 0, includeSubDomains = false) => ({ test: 'strict-transport-security', result, modifier, pass, maxAge, includeSubDomains });
  if (!https) return verdict('hsts-not-implemented-no-https', -20, false);
  const value = headerValues(answer, 'strict-transport-security')[0];
  if (!value) return verdict('hsts-not-implemented', -20, false);
  const parts = value.split(';').map((part) => part.trim().toLowerCase());
  const maxAge = Number(/^max-age="?(\d+)"?$/.exec(parts.find((part) => part.startsWith('max-age')) ?? '')?.[1] ?? NaN);
  if (!Number.isFinite(maxAge)) return verdict('hsts-header-invalid', -20, false);
  const includeSubDomains = parts.includes('includesubdomains');
  return maxAge >= 15_768_000
    ? verdict('hsts-implemented-max-age-at-least-six-months', 0, true, maxAge, includeSubDomains)
    : verdict('hsts-implemented-max-age-less-than-six-months', -10, false, maxAge, includeSubDomains);
}

function sriTest(answer: ScannedAnswer): Verdict {
  const verdict = (result: string, modifier: number, pass: boolean) => ({ test: 'subresource-integrity', result, modifier, pass });
  if (answer.html === undefined) return verdict('sri-not-implemented-response-not-html', 0, true);
  const page = new URL(answer.url);
  const scripts = [...answer.html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => /\ssrc=/i.test(tag));
  if (scripts.length === 0) return verdict('sri-not-implemented-but-no-scripts-loaded', 0, true);
  const external = scripts.flatMap((tag) => {
    const src = /\ssrc=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? '';
    if (src.startsWith('//')) return [{ secure: false, integrity: /\sintegrity=/i.test(tag) }];
    const url = new URL(src, page);
    // The Observatory counts a script of the same host (or a subdomain of it) as the site's own.
    if (url.hostname === page.hostname || url.hostname.endsWith(`.${page.hostname}`)) return [];
    return [{ secure: url.protocol === 'https:', integrity: /\sintegrity=/i.test(tag) }];
  });
  if (external.length === 0) return verdict('sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0, true);
  if (external.every((script) => script.integrity)) {
    return external.every((script) => script.secure) ? verdict('sri-implemented-and-external-scripts-loaded-securely', 5, true) : verdict('sri-implemented-but-external-scripts-not-loaded-securely', -20, false);
  }
  return external.every((script) => script.secure) ? verdict('sri-not-implemented-but-external-scripts-loaded-securely', -5, false) : verdict('sri-not-implemented-and-external-scripts-not-loaded-securely', -50, false);
}

function contentTypeOptionsTest(answer: ScannedAnswer): Verdict {
  const value = headerValues(answer, 'x-content-type-options')[0];
  if (value === undefined) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5, pass: false };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0, pass: true }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5, pass: false };
}

function frameOptionsTest(answer: ScannedAnswer): Verdict {
  const verdict = (result: string, modifier: number, pass: boolean) => ({ test: 'x-frame-options', result, modifier, pass });
  // frame-ancestors counts from headers only (a meta policy cannot carry it).
  const policies = policiesOf(answer)?.header ?? [];
  const ancestors = policies.map((policy) => policy.get('frame-ancestors')).filter((sources): sources is string[] => sources !== undefined);
  if (ancestors.length > 0 && ancestors.some((sources) => !sources.some((source) => BROAD.has(source)))) return verdict('x-frame-options-implemented-via-csp', 5, true);
  const value = headerValues(answer, 'x-frame-options')[0]?.trim().toLowerCase();
  if (value === undefined) return verdict('x-frame-options-not-implemented', -20, false);
  if (value === 'deny' || value === 'sameorigin') return verdict('x-frame-options-sameorigin-or-deny', 0, true);
  if (value.startsWith('allow-from ')) return verdict('x-frame-options-allow-from-origin', 0, true);
  return verdict('x-frame-options-header-invalid', -20, false);
}

function resourcePolicyTest(answer: ScannedAnswer): Verdict {
  const verdict = (result: string, modifier: number, pass: boolean) => ({ test: 'cross-origin-resource-policy', result, modifier, pass });
  const value = headerValues(answer, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  if (value === undefined) return verdict('corp-not-implemented', 0, true);
  if (value === 'same-origin') return verdict('corp-implemented-with-same-origin', 10, true);
  if (value === 'same-site') return verdict('corp-implemented-with-same-site', 10, true);
  if (value === 'cross-origin') return verdict('corp-implemented-with-cross-origin', 0, true);
  return verdict('corp-header-invalid', -5, false);
}

const GRADES: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

/** The Observatory's score: penalties first; bonuses only when that leaves 90 or more. */
export function scoreOf(verdicts: Verdict[]): { score: number; grade: string } {
  const penalties = verdicts.reduce((sum, verdict) => sum + Math.min(0, verdict.modifier), 0);
  const bonuses = verdicts.reduce((sum, verdict) => sum + Math.max(0, verdict.modifier), 0);
  let score = 100 + penalties;
  if (score >= 90) score += bonuses;
  score = Math.max(0, score);
  return { score, grade: GRADES.find(([floor]) => score >= floor)![1] };
}

/** The Observatory's ten scored tests over one answer, with the site-wide facts. */
export function observe(answer: ScannedAnswer, site: SiteFacts, crossOrigin: string): Scan {
  const https = new URL(answer.url).protocol === 'https:';
  const hsts = hstsTest(answer, https);
  const csp = cspTest(answer, https);
  const verdicts: Verdict[] = [
    { test: csp.test, result: csp.result, modifier: csp.modifier, pass: csp.pass },
    cookiesTest(answer, hsts.pass),
    corsTest(answer, crossOrigin, site),
    redirectionTest(site),
    referrerTest(answer),
    { test: hsts.test, result: hsts.result, modifier: hsts.modifier, pass: hsts.pass },
    sriTest(answer),
    contentTypeOptionsTest(answer),
    frameOptionsTest(answer),
    resourcePolicyTest(answer),
  ];
  return { verdicts, ...scoreOf(verdicts), scriptSources: csp.scriptSources };
}

