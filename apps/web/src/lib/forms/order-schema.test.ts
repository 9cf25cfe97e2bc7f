import { describe, expect, it } from 'vitest';
import { emptyOrder, localToday, validateOrder } from './order-schema';

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
    expect(errorsOf({ ...good, Message: 'x'.repeat(4001) })).toEqual({ Message: 'tooLong:4000' });
    expect(errorsOf({ ...good, Name: 'x'.repeat(121) })).toEqual({ Name: 'tooLong:120' });
  });

  it('reads the fields of a form post, trimmed, ignoring the rest', () => {
    const result = validateOrder({ ...good, Name: '  Ana ', Extra: 'x', Message: 42 });
    expect(result).toEqual({ success: true, data: { ...good, Name: 'Ana' } });
  });

  it('checks the option request: real dates from today on, the end not before the start, a known kind of job', () => {
    const today = '2027-03-01';
    const errors = (values: object) => {
      const result = validateOrder({ ...good, ...values }, today);
      return result.success ? {} : result.errors;
    };
    const option = { DateFrom: '2027-03-01', DateTo: '2027-03-03', City: 'Lisboa', JobKind: 'campaign', UsageMedia: 'Internet', UsageTerritory: 'Europa', UsageTerm: '1 ano', Budget: 'EUR 5000' };
    expect(errors(option)).toEqual({});
    expect(errors({ DateFrom: '2027-02-28' })).toEqual({ DateFrom: 'datePast' });
    expect(errors({ DateFrom: '2027-03-05', DateTo: '2027-03-04' })).toEqual({ DateTo: 'dateOrder' });
    // Checked beside the other fields' problems, and never over a date's own.
    expect(errors({ Name: '', DateFrom: '2027-03-05', DateTo: '2027-03-04' })).toEqual({ Name: 'required', DateTo: 'dateOrder' });
    expect(errors({ DateFrom: '2027-02-27', DateTo: '2027-02-26' })).toEqual({ DateFrom: 'datePast', DateTo: 'datePast' });
    expect(errors({ DateTo: '2027-02-30' })).toEqual({ DateTo: 'date' });
    expect(errors({ DateFrom: '01/03/2027' })).toEqual({ DateFrom: 'date' });
    expect(errors({ JobKind: 'wedding' })).toEqual({ JobKind: 'option' });
    expect(errors({ Budget: 'x'.repeat(121) })).toEqual({ Budget: 'tooLong:120' });
  });

  it('takes the browser’s own day as today', () => {
    expect(localToday(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});

