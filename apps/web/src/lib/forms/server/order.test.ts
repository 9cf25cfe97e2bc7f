import { beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '../../backends/http';
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address';
import { memoryRateLimiter, setFormRateLimiter } from '../abuse';
import { handleOrder, talentIdsOf, type OrderDeps } from './order';

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
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
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
