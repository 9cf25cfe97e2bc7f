import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contactFieldsSchema,
  flagSchema,
  formatIssues,
  getScoutedFieldsSchema,
  intTextSchema,
  isVideoUrl,
  LIST_LIMITS,
  panelPaths,
  parseTalentFilters,
  searchQuerySchema,
  serializeTalentFilters,
  socialMediasAnswerSchema,
  SOCIAL_NETWORKS,
  TALENT_PAGE_SIZE,
  TALENT_SEARCH_PAGE_SIZE,
  talentsQuerySchema,
  type TalentFilter,
  zipBodySchema,
} from './index';

const filtersOf = (text: string) => {
  const result = parseTalentFilters(text);
  if (!result.ok) throw new Error(result.message);
  return result.filters;
};
const messageOf = (text: string) => {
  const result = parseTalentFilters(text);
  if (result.ok) throw new Error(`accepted ${text}`);
  return result.message;
};

describe('parseTalentFilters', () => {
  it('reads every property of SPEC §7 and round-trips with serializeTalentFilters', () => {
    const filters: TalentFilter[] = [
      { property: 'gender', value: 'woman' },
      { property: 'categories', value: 997 },
      { property: 'office', value: 'sao-paulo' },
      { property: 'office', value: 2 },
      { property: 'hair', value: 'Blonde' },
      { property: 'eyes', value: 'Green' },
      { property: 'name', value: 'Ágatha' },
      { property: 'letter', value: 'm' },
    ];
    expect(filtersOf(serializeTalentFilters(filters))).toEqual(filters);
    expect(filtersOf('[]')).toEqual([]);
  });

  it('takes a category id sent as text', () => {
    expect(filtersOf('[{"property":"categories","value":"1000"}]')).toEqual([{ property: 'categories', value: 1000 }]);
  });

  it.each([
    ['text that is not JSON', 'not json', 'body.filters must be JSON text'],
    ['JSON that is not a list', '{"property":"gender","value":"woman"}', 'body.filters must be a JSON list'],
    ['an unknown property', '[{"property":"colour","value":"x"}]', 'body.filters.0.property: unknown filter property "colour" (allowed: gender, categories, office, hair, eyes, name, letter)'],
    ['an item that is not an object', '[null]', 'body.filters.0.property: unknown filter property null'],
    ['a gender outside the list', '[{"property":"gender","value":"other"}]', 'body.filters.0.value'],
    ['a letter of two characters', '[{"property":"letter","value":"ab"}]', 'body.filters.0.value'],
    ['a category that is not a number', '[{"property":"categories","value":"x"}]', 'body.filters.0.value'],
    ['a missing value', '[{"property":"name"}]', 'body.filters.0.value'],
  ])('refuses %s, naming it', (_, text, message) => {
    expect(messageOf(text)).toContain(message);
  });

  it(`caps a list at ${LIST_LIMITS.filters} filters and a text at ${LIST_LIMITS.filterText} characters`, () => {
    const list = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({ property: 'gender', value: 'man' })));
    expect(filtersOf(list(LIST_LIMITS.filters))).toHaveLength(LIST_LIMITS.filters);
    expect(messageOf(list(LIST_LIMITS.filters + 1))).toBe(
      `body.filters: at most ${LIST_LIMITS.filters} filters in one list (got ${LIST_LIMITS.filters + 1})`,
    );
    for (const property of ['name', 'hair', 'eyes', 'office']) {
      const at = JSON.stringify([{ property, value: 'a'.repeat(LIST_LIMITS.filterText) }]);
      const over = JSON.stringify([{ property, value: 'a'.repeat(LIST_LIMITS.filterText + 1) }]);
      expect(filtersOf(at)).toHaveLength(1);
      expect(messageOf(over)).toContain('body.filters.0.value');
    }
  });

  it('names the field it was given', () => {
    expect(parseTalentFilters('x', 'filters')).toEqual({ ok: false, message: 'filters must be JSON text of a list of {property, value}' });
  });
});

describe('query schemas', () => {
  it('reads flags as 1/0/true/false only', () => {
    expect(['1', '0', 'true', 'false'].map((v) => flagSchema.parse(v))).toEqual([true, false, true, false]);
    for (const bad of ['yes', '', '2', 'TRUE']) expect(flagSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('reads positive whole numbers sent as text', () => {
    expect(intTextSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e400', '99999999999999999999999']) {
      expect(intTextSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('pages the listing by 1000 and the search by 500 (SPEC §9), within the caps', () => {
    expect(talentsQuerySchema.parse({})).toEqual({ paginate: TALENT_PAGE_SIZE, page: 1, language: 'pt' });
    expect(searchQuerySchema.parse({})).toEqual({ paginate: TALENT_SEARCH_PAGE_SIZE, page: 1, language: 'en' });
    for (const schema of [talentsQuerySchema, searchQuerySchema]) {
      expect(schema.safeParse({ page: String(LIST_LIMITS.page) }).success).toBe(true);
      expect(schema.safeParse({ page: String(LIST_LIMITS.page + 1) }).success).toBe(false);
      expect(schema.safeParse({ paginate: String(LIST_LIMITS.perPage + 1) }).success).toBe(false);
      expect(schema.safeParse({ language: 'fr' }).success).toBe(false);
    }
  });
});

describe('answer and entry schemas', () => {
  it('takes a social network that is not configured as null, and needs every network', () => {
    const data = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, null]));
    expect(socialMediasAnswerSchema.parse({ data })).toEqual({ data });
    expect(socialMediasAnswerSchema.safeParse({ data: { instagram: { url: 'https://x' } } }).success).toBe(false);
  });

  const application = {
    realname: ' Maria Souza ', phone: '+55 11 98765-4321', birthdate: '2007-04-12', note: 'Campinas',
    email: 'maria@example.com', instagr: '@maria', height: "175/5'9", bust: '84/33', waist: '62/24',
    hips: '90/35', jeans: '36', shoes: '38', hair: 'Brown', eyes: 'Green', gender: 'woman',
  };

  it('trims the application fields and checks email, birthdate and gender', () => {
    expect(getScoutedFieldsSchema.parse(application).realname).toBe('Maria Souza');
    const bad = [['email', 'maria@'], ['birthdate', '12/04/2007'], ['gender', 'other'], ['note', '   ']] as const;
    for (const [field, value] of bad) {
      const result = getScoutedFieldsSchema.safeParse({ ...application, [field]: value });
      expect(result.success, field).toBe(false);
      if (!result.success) expect(formatIssues(result.error.issues, 'body')).toContain(`body.${field}:`);
    }
  });

  it('needs an email and a message in a contact entry; name and phone are optional', () => {
    expect(contactFieldsSchema.safeParse({ email: 'a@b.co', message: 'Olá' }).success).toBe(true);
    expect(contactFieldsSchema.safeParse({ email: 'a@b.co', message: ' ' }).success).toBe(false);
  });

  it('zips all galleries or a non-empty choice of them', () => {
    expect(zipBodySchema.safeParse({ talent_id: 101 }).success).toBe(true);
    expect(zipBodySchema.safeParse({ talent_id: 101, galleries: ['book', 'compo'] }).success).toBe(true);
    expect(zipBodySchema.safeParse({ talent_id: 101, galleries: [] }).success).toBe(false);
    expect(zipBodySchema.safeParse({ talent_id: 101, galleries: ['video'] }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('tells video URLs by their ending, whatever the case, query or fragment', () => {
    expect(['/a.mp4', 'https://x/y.WEBM?v=1', '/c.ogg#t=2'].every(isVideoUrl)).toBe(true);
    expect(['/a.jpg', '/mp4', 'https://x/y.mp4.jpg'].some(isVideoUrl)).toBe(false);
  });

  it('encodes path segments of panel paths', () => {
    expect(panelPaths.postBySlug('https://site/blog/a b')).toBe('/api/entities/blog/slug/https%3A%2F%2Fsite%2Fblog%2Fa%20b');
    expect(panelPaths.entity('blog', 'slug', 'a/b')).toBe('/api/entities/blog/slug/a%2Fb');
  });

  it('formats issues one per line with their field', () => {
    const result = zipBodySchema.safeParse({ talent_id: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(formatIssues(result.error.issues, 'body')).toMatch(/^body\.talent_id: /);
  });
});

describe('the constants entry point', () => {
  it('imports nothing but its own dependency-free parts (no zod reaches the browser through it)', () => {
    const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    const source = read('./constants.ts');
    expect(source).not.toMatch(/^\s*import\s/m);
    const parts = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    expect(parts).toEqual(['./offices']);
    for (const part of parts) {
      const text = read(`${part}.ts`);
      expect(text, part).not.toMatch(/^\s*import\s/m);
      expect(text, part).not.toMatch(/\bfrom\s+['"]/);
    }
  });
});
