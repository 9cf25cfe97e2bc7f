import { beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '../../backends/http';
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address';
import { memoryRateLimiter, setFormRateLimiter } from '../abuse';
import { parseVerdictPairs, validateVerdict } from '../verdict-schema';
import { handleOrder, talentIdsOf, type OrderDeps } from './order';
import { handleVerdict } from './verdict';

beforeAll(() => {
  Object.assign(process.env, {
    INTEGRATION_URL: 'http://127.0.0.1:1',
    INTEGRATION_SALT: 's',
    INTEGRATION_API_KEY: 'k',
    PANEL_URL: 'http://127.0.0.1:1',
    PANEL_SALT: 's',
    PANEL_API_TOKEN: 't',
    REVALIDATE_SECRET: 'a-secret-of-sixteen-chars',
  });
});

const GOOD = { Name: 'Ana Lima', Phone: '+55 11 98765-4321', Email: 'ana@example.com', Cnpj: '11222333000181', talents: '7,7,x,9' };

function order(fields: Record<string, string>, lang = 'en', headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://site/api/forms/order?lang=${lang}`, { method: 'POST', body, headers: { [CLIENT_ADDRESS_HEADER]: '10.1.1.1', ...headers } });
}

function deps(overrides: Partial<OrderDeps> = {}) {
  const sent: { entry: string; form: FormData; key: string | undefined }[] = [];
  const d: OrderDeps = {
    send: async (entry, form, key) => {
      sent.push({ entry, form, key });
      return 42;
    },
    profile: async (id) => (id === 7 ? { id, name: 'Bia Rocha' } : null),
    ...overrides,
  };
  return { d, sent };
}

describe('POST /api/forms/order', () => {
  it('stores a valid order with the talents’ names from the profiles and the masked CNPJ', async () => {
    setFormRateLimiter('order', memoryRateLimiter(100));
    const { d, sent } = deps();
    const res = await handleOrder(order({ ...GOOD, idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962' }), d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, reference: 'VT-000042' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(sent).toHaveLength(1);
    const [{ entry, form, key }] = sent as [(typeof sent)[number]];
    expect(entry).toBe('favoritesOrder');
    expect(key).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    expect(Object.fromEntries(form)).toEqual({
      Name: 'Ana Lima',
      Phone: '+55 11 98765-4321',
      Email: 'ana@example.com',
      Cnpj: '11.222.333/0001-81',
      talents: JSON.stringify([{ id: 7, name: 'Bia Rocha' }]),
    });
  });

  it('stores the visitor’s verdicts with their talents, those without one as they are', async () => {
    setFormRateLimiter('order', memoryRateLimiter(100));
    const { d, sent } = deps({ profile: async (id) => ({ id, name: `Talent ${id}` }) });
    const res = await handleOrder(order({ ...GOOD, talents: '7,8,9', verdicts: '9:no,7:yes,8:bad,5:maybe' }), d);
    expect(res.status).toBe(200);
    expect(JSON.parse(String(sent[0]!.form.get('talents')))).toEqual([
      { id: 7, name: 'Talent 7', verdict: 'yes' },
      { id: 8, name: 'Talent 8' },
      { id: 9, name: 'Talent 9', verdict: 'no' },
    ]);
  });

  it('stores the whole option request with the order (every field of the form is read)', async () => {
    setFormRateLimiter('order', memoryRateLimiter(100));
    const { d, sent } = deps();
    const option = { DateFrom: '2099-03-01', DateTo: '2099-03-03', City: 'Lisboa', JobKind: 'show', UsageMedia: 'TV', UsageTerritory: 'EU', UsageTerm: '1 ano', Budget: '5000' };
    const all = { ...GOOD, CorporateName: 'Lima', Message: 'Oi', ...option, honeypot: '', idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a963' };
    const res = await handleOrder(order(all), d);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(sent[0]!.form)).toMatchObject(option);
  });

  it('answers every refusal in the visitor’s language and stores nothing', async () => {
    setFormRateLimiter('order', memoryRateLimiter(100));
    const { d, sent } = deps();
    const invalid = await handleOrder(order({ ...GOOD, Cnpj: '11.222.333/0001-82', Email: 'ana@' }, 'pt'), d);
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      ok: false,
      error: 'invalid',
      message: 'Verifique os campos do formulário e tente novamente',
      fields: {
        Email: { code: 'email', message: 'Este campo deve ser um email válido' },
        Cnpj: { code: 'cnpj', message: 'Informe um CNPJ válido (00.000.000/0000-00)' },
      },
    });
    const spam = await handleOrder(order({ ...GOOD, website: 'http://spam.example' }), d);
    expect(spam.status).toBe(422);
    expect(await spam.json()).toMatchObject({ error: 'spam', message: expect.stringContaining('automatic') });
    const empty = await handleOrder(order({ ...GOOD, talents: '9' }), d);
    expect(await empty.json()).toMatchObject({ error: 'emptyList', message: 'Choose at least one model before sending the order.' });
    const big = await handleOrder(order({ ...GOOD, Message: 'x'.repeat(70_000) }), d);
    expect(big.status).toBe(413);
    expect(sent).toEqual([]);
  });

  it('says the send failed when the back end does not store it, without counting it; limits each address', async () => {
    setFormRateLimiter('order', memoryRateLimiter(2));
    let down = true;
    const { d } = deps({
      send: async () => {
        if (down) throw new BackendError('panel', 'ECONNREFUSED', null, 'panel down');
        return 43;
      },
    });
    const from = (ip: string) => order(GOOD, 'pt', { [CLIENT_ADDRESS_HEADER]: ip });
    // retries during an outage: every one answered, none counted against the visitor
    for (let i = 0; i < 5; i++) {
      const failed = await handleOrder(from('10.2.2.2'), d);
      expect(failed.status).toBe(502);
      expect(await failed.json()).toMatchObject({ error: 'sendFailed', message: 'Algo deu errado ao enviar a mensagem. Tente novamente mais tarde :/' });
    }
    down = false;
    expect((await handleOrder(from('10.2.2.2'), d)).status).toBe(200);
    expect((await handleOrder(from('10.2.2.2'), d)).status).toBe(200);
    const limited = await handleOrder(from('10.2.2.2'), d);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('reads the talent ids once each, integers only', () => {
    expect(talentIdsOf('7,7,x,9,-1,3.5')).toEqual([7, 9, 3]);
    expect(talentIdsOf(undefined)).toEqual([]);
    expect(talentIdsOf(Array.from({ length: 150 }, (_, i) => i + 1).join(','))).toHaveLength(100);
  });
});

function post(fields: Record<string, string>, lang = 'en', address = '10.2.2.2') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://site/api/forms/verdict?lang=${lang}`, { method: 'POST', body, headers: { 'x-forwarded-for': address } });
}

const verdictProfiles: Partial<OrderDeps> = {
  profile: async (id) => (id === 7 ? { id, name: 'Bia Rocha' } : id === 9 ? { id, name: 'Caio Reis' } : null),
};

const VERDICT = { Name: 'Rita Dias', Email: 'rita@example.com', verdicts: '7:yes,9:maybe,8:no,7:no,x:yes,9' };

describe('the verdict rules', () => {
  it('need a name and an e-mail; read id:verdict pairs, dropping junk and repeats', () => {
    expect(validateVerdict({}).success).toBe(false);
    expect(validateVerdict({ Name: 'Rita', Email: 'rita@' })).toEqual({ success: false, errors: { Email: 'email' } });
    expect(parseVerdictPairs('7:yes,9:maybe,8:no,7:no,x:yes,9,3:perhaps')).toEqual([
      { id: 7, verdict: 'yes' },
      { id: 9, verdict: 'maybe' },
      { id: 8, verdict: 'no' },
    ]);
  });
});

describe('POST /api/forms/verdict', () => {
  it('stores each known talent with its verdict, names from the profiles, under a key made of the content', async () => {
    setFormRateLimiter('verdict', memoryRateLimiter(100));
    const { d, sent } = deps(verdictProfiles);
    const res = await handleVerdict(post(VERDICT), d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, reference: 'VT-000042' });
    expect(sent).toHaveLength(1);
    const [{ entry, form, key }] = sent as [(typeof sent)[number]];
    expect(entry).toBe('selectionVerdict');
    expect(Object.fromEntries(form)).toEqual({
      Name: 'Rita Dias',
      Email: 'rita@example.com',
      talents: JSON.stringify([
        { id: 7, name: 'Bia Rocha', verdict: 'yes' },
        { id: 9, name: 'Caio Reis', verdict: 'maybe' },
      ]),
    });
    // The same verdicts sent again carry the same key (the back end stores one entry); others another.
    await handleVerdict(post({ ...VERDICT, Email: 'RITA@example.com' }), d);
    await handleVerdict(post({ ...VERDICT, verdicts: '7:no,9:maybe' }), d);
    expect(sent[1]!.key).toBe(key);
    expect(sent[2]!.key).not.toBe(key);
  });

  it('refuses in the visitor’s language: bad fields, no known talent, over the rate limit', async () => {
    setFormRateLimiter('verdict', memoryRateLimiter(2));
    const { d, sent } = deps(verdictProfiles);
    const invalid = await handleVerdict(post({ ...VERDICT, Email: 'rita@' }, 'pt', '10.3.3.3'), d);
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).fields.Email.message).toBe('Este campo deve ser um email válido');
    const empty = await handleVerdict(post({ ...VERDICT, verdicts: '8:yes' }, 'en', '10.3.3.3'), d);
    expect(empty.status).toBe(422);
    const limited = await handleVerdict(post(VERDICT, 'en', '10.3.3.3'), d);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/^Too many/);
    expect(sent).toHaveLength(0);
  });
});
