import { describe, expect, it } from 'vitest';
import { emptyOrder, orderFieldsFrom, validateOrder } from './order';

const good = { ...emptyOrder(), Name: 'Ana Lima', Phone: '+55 11 98765-4321', Email: 'ana@example.com' };

describe('order validation', () => {
  it('requires name, phone and e-mail only', () => {
    expect(validateOrder(good)).toEqual({});
    expect(validateOrder(emptyOrder())).toEqual({ Name: 'required', Phone: 'required', Email: 'required' });
  });

  it('checks the e-mail, the phone and the CNPJ check digits when given', () => {
    expect(validateOrder({ ...good, Email: 'ana@' })).toEqual({ Email: 'email' });
    expect(validateOrder({ ...good, Phone: '12' })).toEqual({ Phone: 'phone' });
    expect(validateOrder({ ...good, Cnpj: '11.222.333/0001-82' })).toEqual({ Cnpj: 'cnpj' });
    expect(validateOrder({ ...good, Cnpj: '11.222.333/0001-81' })).toEqual({});
  });

  it('refuses over-long text', () => {
    expect(validateOrder({ ...good, Message: 'x'.repeat(4001) })).toEqual({ Message: 'tooLong' });
  });

  it('reads the fields from form data, trimmed, ignoring the rest', () => {
    const form = new FormData();
    form.set('Name', '  Ana ');
    form.set('Extra', 'x');
    expect(orderFieldsFrom(form)).toEqual({ ...emptyOrder(), Name: 'Ana' });
  });
});
