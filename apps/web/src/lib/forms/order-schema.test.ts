import { describe, expect, it } from 'vitest';
import { emptyOrder, validateOrder } from './order-schema';

const good = { ...emptyOrder(), Name: 'Ana Lima', Phone: '+55 11 98765-4321', Email: 'ana@example.com' };
const errorsOf = (values: object) => {
  const result = validateOrder(values);
  return result.success ? {} : result.errors;
};

describe('order rules', () => {
  it('requires name, phone and e-mail only', () => {
    expect(errorsOf(good)).toEqual({});
    expect(errorsOf(emptyOrder())).toEqual({ Name: 'required', Phone: 'required', Email: 'required' });
    expect(errorsOf({})).toEqual({ Name: 'required', Phone: 'required', Email: 'required' });
  });

  it('checks the e-mail, the phone and the CNPJ check digits when given', () => {
    expect(errorsOf({ ...good, Email: 'ana@' })).toEqual({ Email: 'email' });
    expect(errorsOf({ ...good, Phone: '12' })).toEqual({ Phone: 'phoneNumber' });
    // the phone rule of every form: Brazil assumed without a country code, landlines, abroad
    for (const Phone of ['(11) 98765-4321', '11 3333-4444', '+1 555 123 4567', '+351 912 345 678']) expect(errorsOf({ ...good, Phone }), Phone).toEqual({});
    for (const Phone of ['(11) 98765-432', '+55 11 1234-5678', '1234 5678']) expect(errorsOf({ ...good, Phone }), Phone).toEqual({ Phone: 'phoneNumber' });
    expect(errorsOf({ ...good, Cnpj: '11.222.333/0001-82' })).toEqual({ Cnpj: 'cnpj' });
    expect(errorsOf({ ...good, Cnpj: '11.222.333/0001-81' })).toEqual({});
    expect(errorsOf({ ...good, Cnpj: '11222333000181' })).toEqual({});
  });

  it('refuses over-long text', () => {
    expect(errorsOf({ ...good, Message: 'x'.repeat(4001) })).toEqual({ Message: 'tooLong' });
    expect(errorsOf({ ...good, Name: 'x'.repeat(121) })).toEqual({ Name: 'tooLong' });
  });

  it('reads the fields of a form post, trimmed, ignoring the rest', () => {
    const result = validateOrder({ ...good, Name: '  Ana ', Extra: 'x', Message: 42 });
    expect(result).toEqual({ success: true, data: { ...good, Name: 'Ana' } });
  });
});
