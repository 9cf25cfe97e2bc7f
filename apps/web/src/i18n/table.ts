/**
 * THE routing table of the site (SPEC §2.1–2.3; docs/decisions/0002-route-families.md).
 *
 * Everything that decides how a URL reaches a page is written here once, as data:
 * - `LOCALES`, `DEFAULT_LOCALE`: the locales, pt the fallback;
 * - `PATHNAMES`: every page by its internal path (its folder under app/[lang]), with the words
 *   that differ per locale — next-intl's `pathnames` (i18n/routing.ts), so `Link`/`getPathname`
 *   of i18n/navigation.ts build every link;
 * - `UNPREFIXED`: the pages served in the fallback locale without a prefix (`/`, `/blog/{slug}`);
 * - `READING_B`: the old addresses that answer 308 with their reading-A page.
 * From it, `nextRewrites()` makes the rewrites next.config.ts hands to Next.js, and the proxy
 * (src/proxy.ts) reads `readingBTarget()` (the 308s) and `localeOfPath()`.
 *
 * This module imports nothing: `next start` loads next.config.ts compiled on its own, and only a
 * plain module like this one can be read there and by the app alike.
 *
 * A new page: one line in PATHNAMES (the same path in both locales, or one per locale), one
 * route folder under app/[lang], its messages.
 */

export const LOCALES = ['pt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';

/** Internal path → its path in each locale (without the locale prefix). `[x]` is a segment. */
export const PATHNAMES = {
  '/': '/',
  '/talents': '/talents',
  '/talents/[category]': '/talents/[category]',
  '/modelo/[id]/[name]': { pt: '/modelo/[id]/[name]', en: '/model/[id]/[name]' },
  '/modelos/[name]': '/modelos/[name]',
  '/buscar': { pt: '/buscar', en: '/search' },
  '/sobre-nos': '/sobre-nos',
  '/contato': '/contato',
  '/seja-modelo': '/seja-modelo',
  '/e-casting': '/e-casting',
  '/instagram': '/instagram',
  '/blog': '/blog',
  '/blog/[slug]': '/blog/[slug]',
  '/campanhas': '/campanhas',
  '/post/[id]': '/post/[id]',
  '/acessibilidade': '/acessibilidade',
} as const satisfies Record<string, string | Record<Locale, string>>;

export type InternalPath = keyof typeof PATHNAMES;
/** A page without a param ('/contato', not '/modelo/[id]/[name]'). */
export type StaticPath = Exclude<InternalPath, `${string}[${string}`>;
export const isStaticPath = (path: InternalPath): path is StaticPath => !path.includes('[');

/** Pages the sitemap leaves out: the favourites (a visitor's own list) and the photo-feed page
 * (empty by design, SPEC §2.11). Every other page without a param is in it; the pages with one
 * are listed by lib/sitemap.ts from their content (categories, galleries, posts). */
export const NOT_IN_SITEMAP: readonly InternalPath[] = ['/e-casting', '/instagram'];

/** Route folders that no link names: the boards with a filter query, reached only through the
 * proxy's rewrite (`/pt/talents?letter=m` → `/pt/talents/f/letter%3Dm`, lib/talents/board-url.ts),
 * so that each list is one cached page. Links name the board with its query. */
export const REWRITE_ONLY = ['/talents/f/[query]', '/talents/[category]/f/[query]'] as const;

/** Pages whose fallback-locale address has no prefix: `/` is pt home, `/blog/{slug}` a pt post
 * (SPEC §2.1, §2.3). `/pt` and `/pt/blog/{slug}` render them too. */
export const UNPREFIXED: readonly InternalPath[] = ['/', '/blog/[slug]'];

/** The agency's offices as reading B names them (SPEC §2.2, §9). */
export const OFFICE_SLUGS = ['sao-paulo', 'porto-alegre'] as const;

/**
 * Reading B (SPEC §2.2): each rule is a path under `/{lang}` whose segments are alternatives
 * (either locale's word works in either locale), and the reading-A page it lands on, in the same
 * locale. A segment written `:office` takes an office slug, kept as the `?office=` query.
 */
export const READING_B: readonly { from: readonly (readonly string[])[]; to: string }[] = [
  { from: [['about', 'quem-somos']], to: '/sobre-nos' },
  { from: [['contact']], to: '/contato' },
  { from: [['be-a-model']], to: '/seja-modelo' },
  // Reading B's talent page shows no id or name: the talents' index.
  { from: [['model', 'modelo']], to: '/talents' },
  { from: [['models', 'modelos'], ['women', 'mulheres'], ['all', 'todas', 'todos']], to: '/talents/mulheres' },
  { from: [['models', 'modelos'], ['men', 'homens'], ['all', 'todas', 'todos']], to: '/talents/homens' },
  { from: [['models', 'modelos'], ['women', 'mulheres'], [':office']], to: '/talents/mulheres?office=:office' },
  { from: [['models', 'modelos'], ['men', 'homens'], [':office']], to: '/talents/homens?office=:office' },
];

/** A Next.js rewrite or redirect rule (path-to-regexp syntax). */
export interface Rule {
  source: string;
  destination: string;
}

// Pure: the browser's code, which has the table but not the rules, drops these joins.
const LANG = `:lang(${/* @__PURE__ */ LOCALES.join('|')})`;
const toPattern = (path: string) => path.replace(/\[(\w+)\]/g, ':$1');
const localized = (internal: InternalPath, locale: Locale): string => {
  const entry: string | Record<Locale, string> = PATHNAMES[internal];
  return typeof entry === 'string' ? entry : entry[locale];
};

/**
 * The beforeFiles rewrites: the unprefixed pages into the fallback locale, and every locale's
 * word of a page into its folder (reading A allows either word in either locale, SPEC §2.1:
 * `/en/model/…` and `/pt/model/…` both render app/[lang]/modelo).
 */
export function nextRewrites(): Rule[] {
  const rules: Rule[] = UNPREFIXED.map((internal) => ({
    source: toPattern(internal),
    destination: `/${DEFAULT_LOCALE}${internal === '/' ? '' : toPattern(internal)}`,
  }));
  for (const internal of Object.keys(PATHNAMES) as InternalPath[]) {
    const words = new Set(LOCALES.map((locale) => localized(internal, locale)));
    words.delete(internal);
    for (const word of words) {
      rules.push({ source: `/${LANG}${toPattern(word)}`, destination: `/:lang${toPattern(internal)}` });
    }
  }
  return rules;
}

/**
 * The reading-A address of a reading-B path (SPEC §2.2), in the same locale, with the visitor's
 * query (the old address's office winning), or null when the path is not reading B. Applied by
 * the proxy (a 308), so that the redirect gets the security headers like every other answer.
 */
export function readingBTarget(pathname: string, query: URLSearchParams): string | null {
  const [lang, ...rest] = pathname.split('/').filter(Boolean);
  if (!(LOCALES as readonly string[]).includes(lang ?? '')) return null;
  for (const { from, to } of READING_B) {
    if (rest.length !== from.length) continue;
    let office = '';
    const matches = from.every((choices, i) => {
      const segment = rest[i]!;
      if (choices[0] !== ':office') return choices.includes(segment);
      office = segment;
      return (OFFICE_SLUGS as readonly string[]).includes(segment);
    });
    if (!matches) continue;
    const [path, own = ''] = to.replace(':office', office).split('?');
    const params = new URLSearchParams(query);
    for (const [name, value] of new URLSearchParams(own)) params.set(name, value);
    const search = params.toString();
    return `/${lang}${path}${search ? `?${search}` : ''}`;
  }
  return null;
}

/**
 * A first segment that is not a locale is an unsupported lang (SPEC §2.3): rendered as the
 * not-found page of the fallback locale (pt) in the locale tree (app/[lang]/[...rest]), so the 404
 * is whole HTML from the server, in Portuguese, with `lang="pt"`. An afterFiles rewrite: after the files (sitemap.xml, icons…), before the [lang] routes.
 */
export const UNSUPPORTED_LANG_REWRITE: Rule = {
  // `api` and `media` are not langs: the site's route handlers (/api/talents/{id}/…, /media/…).
  source: `/:lang((?!(?:${/* @__PURE__ */ [...LOCALES, 'media', 'api'].join('|')})(?:/|$))[^/]+)/:rest*`,
  destination: `/${DEFAULT_LOCALE}/unsupported-lang`,
};

/**
 * The address of a page in a locale from this table alone, for the proxy (which does not load
 * next-intl's navigation; the site's links use getPathname of i18n/navigation.ts, which gives the same,
 * as table.test.ts checks). Params are put in as given: encode a free text.
 */
export function pagePath(internal: InternalPath, locale: Locale, params: Record<string, string | number> = {}): string {
  const path = localized(internal, locale).replace(/\[(\w+)\]/g, (_, name: string) => String(params[name] ?? `[${name}]`));
  return unprefixed(`/${locale}${path === '/' ? '' : path}`);
}

/** A localized path template as a regular expression ('/model/[id]/[name]' → /^\/model\/[^/]+\/[^/]+$/). */
const templatePattern = (template: string) => new RegExp(`^${template.replace(/\[\w+\]/g, '[^/]+')}$`);
const PAGE_PATTERNS = LOCALES.map((locale) => ({
  locale,
  // Pages without a param first: '/talents' is not '/talents/[category]'.
  pages: (Object.keys(PATHNAMES) as InternalPath[])
    .sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')))
    .map((internal) => ({ internal, pattern: templatePattern(localized(internal, locale)) })),
}));

/**
 * The page a browser path shows, by its internal path (`/en/model/12/ana` → `/modelo/[id]/[name]`,
 * `/` → `/`), in the path's locale; a path no page has (a 404) comes back without its locale
 * prefix. The inverse of pagePath, for the pre-home (which reads the address the visit started on).
 */
export function internalPathOf(pathname: string): string {
  const locale = localeOfPath(pathname) ?? DEFAULT_LOCALE;
  const prefix = `/${locale}`;
  const own = pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) || '/' : pathname;
  let decoded = own;
  try {
    decoded = decodeURI(own);
  } catch {
    // A stray '%': match it as it is.
  }
  const pages = PAGE_PATTERNS.find((entry) => entry.locale === locale)!.pages;
  return pages.find(({ pattern }) => pattern.test(decoded))?.internal ?? own;
}

/** Where the name-search forms go without JavaScript (`/{lang}/modelos?q=…`); the proxy forwards
 * it to the results page `/{lang}/modelos/{text}` (lib/talents/board-url.ts). */
export const nameSearchAction = (locale: Locale): string =>
  pagePath('/modelos/[name]', locale).replace(/\/\[name\]$/, '');

/** A searched name as its page's address carries it: trimmed, inner spaces made one. */
export const tidyName = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** "." and "..": no address can carry them as its last segment (URLs resolve them, even
 * percent-encoded), so their search goes to the search page with `?q=` instead. */
export const isDotSegment = (name: string): boolean => name === '.' || name === '..';

/** An unprefixed page's path as a regular expression ('/blog/[slug]' → /^\/blog\/[^/?#]+$/). */
const unprefixedPattern = (internal: InternalPath) =>
  new RegExp(`^${internal === '/' ? '/?' : internal.replace(/\[\w+\]/g, '[^/?#]+')}$`);
const UNPREFIXED_PATTERNS = UNPREFIXED.map(unprefixedPattern);

/** The locale a request path is rendered in, or null for an unsupported lang (the fallback locale's 404). */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if ((LOCALES as readonly string[]).includes(first ?? '')) return first as Locale;
  return UNPREFIXED_PATTERNS.some((pattern) => pattern.test(pathname)) ? DEFAULT_LOCALE : null;
}

/** A localized path without the fallback locale's prefix where the page has none (`/pt` → `/`,
 * `/pt/blog/verao` → `/blog/verao`); any other path as it is. */
export function unprefixed(path: string): string {
  const prefix = `/${DEFAULT_LOCALE}`;
  const rest = path.slice(prefix.length);
  if (!path.startsWith(prefix) || !/^(?:[/?#]|$)/.test(rest)) return path;
  const at = rest.search(/[?#]/);
  const [pathname, suffix] = at === -1 ? [rest, ''] : [rest.slice(0, at), rest.slice(at)];
  return UNPREFIXED_PATTERNS.some((pattern) => pattern.test(pathname)) ? `${pathname || '/'}${suffix}` : path;
}
