import { describe, expect, it } from 'vitest';
import { ageOn, isMinor } from './age';
import { ERROR_CODES, fieldMessage, type ErrorCode } from './rules';
import { emptyApplication, isMinorBirthdate, TEXT_FIELDS, toGetScoutedFields, validateApplication, type Application } from './apply-schema';
import { validateContact } from './contact-schema';
import { applyMask, CNPJ_MASK, DATE_MASK, PHONE_MASK, isoToTypedDate, parseTypedDate, typedDateToIso } from './masks';
import { BUSTS, COLOUR_LABELS_PT, EYES, HAIRS, HEIGHTS, HIPS, JEANS, SHOES, WAISTS, colourLabel, heightValue, optionsFor } from './options';
import { isJpegSignature, MAX_PHOTO_BYTES, photoProblem } from './photos';

const TODAY = new Date(2026, 11, 1, 12); // 1 Dec 2026, local noon

const VALID: Application = {
  father: '',
  realname: 'Maria Conceição',
  birthdate: '12/04/2000',
  gender: 'woman',
  phone: '+55 (11) 98765-4321',
  note: 'Campinas',
  email: 'maria@example.com',
  instagr: '@maria',
  height: "175/5'9",
  bust: '84/33',
  waist: '62/24',
  hips: '90/35',
  jeans: '36.5',
  shoes: '38 BR',
  hair: 'Brown',
  eyes: 'Green',
  guardianConsent: false,
  consent: true,
};

type Input = Omit<Application, 'consent' | 'guardianConsent'> & { consent: unknown; guardianConsent: unknown };
const errorsOf = (input: Input) => {
  const result = validateApplication(input, TODAY);
  return result.success ? {} : result.errors;
};

describe('masks (imask with the patterns of SPEC §5)', () => {
  it('formats typed digits as 99/99/9999, +## (##) #####-#### and 00.000.000/0000-00', () => {
    expect(applyMask('12042007', DATE_MASK)).toBe('12/04/2007');
    expect(applyMask('1204', DATE_MASK)).toBe('12/04');
    expect(applyMask('ab12x04', DATE_MASK)).toBe('12/04');
    expect(applyMask('5511987654321', PHONE_MASK)).toBe('+55 (11) 98765-4321');
    expect(applyMask('55119876543219999', PHONE_MASK)).toBe('+55 (11) 98765-4321');
    expect(applyMask('55 11 98765 4321', PHONE_MASK)).toBe('+55 (11) 98765-4321');
    expect(applyMask('11222333000181', CNPJ_MASK)).toBe('11.222.333/0001-81');
    expect(applyMask('11a222', CNPJ_MASK)).toBe('11.222');
  });

  it('masks a phone as Brazilians type it: without 55, landlines, other countries after a +', () => {
    const typed: [string, string][] = [
      // no country code: Brazil is assumed (it used to become '+11 (98) 76543-21')
      ['11987654321', '(11) 98765-4321'],
      ['(11) 98765-4321', '(11) 98765-4321'],
      // landlines: 8 digits after the area code
      ['1133334444', '(11) 3333-4444'],
      ['+55 (11) 3333-4444', '+55 (11) 3333-4444'],
      ['552133334444', '+55 (21) 3333-4444'],
      // area code 55 itself, without the country code
      ['55998765432', '(55) 99876-5432'],
      ['5551998765432', '+55 (51) 99876-5432'],
      // another country, kept as typed
      ['+351 912 345 678', '+351 912 345 678'],
      ['+1 (212) 555-0123', '+1 (212) 555-0123'],
    ];
    for (const [text, shown] of typed) expect(applyMask(text, PHONE_MASK), text).toBe(shown);
  });

  it('pads a day or month typed with one digit when its slash is typed, and changes no digit', () => {
    expect(applyMask('1/3/2001', DATE_MASK)).toBe('01/03/2001');
    expect(applyMask('12/4/2007', DATE_MASK)).toBe('12/04/2007');
    expect(applyMask('1/', DATE_MASK)).toBe('01/');
    // Wrong days and months stay as typed, for the rules to name.
    expect(applyMask('32132001', DATE_MASK)).toBe('32/13/2001');
    expect(applyMask('00/00/2001', DATE_MASK)).toBe('00/00/2001');
  });

  it('reads a date typed where the mask does not run (without JavaScript), with or without zeros', () => {
    expect(parseTypedDate('1/3/2001')).toEqual({ year: 2001, month: 3, day: 1 });
    expect(parseTypedDate(' 01/03/2001 ')).toEqual({ year: 2001, month: 3, day: 1 });
    expect(parseTypedDate('12/04/07')).toBeUndefined();
    expect(parseTypedDate('01032001')).toBeUndefined();
    expect(parseTypedDate('1/3/2001x')).toBeUndefined();
  });

  it('sends the birthdate as YYYY-MM-DD and refuses days that do not exist', () => {
    expect(typedDateToIso('12/04/2007')).toBe('2007-04-12');
    expect(typedDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(typedDateToIso('29/02/2023')).toBeUndefined();
    expect(typedDateToIso('31/04/2007')).toBeUndefined();
    expect(typedDateToIso('00/01/2007')).toBeUndefined();
    expect(typedDateToIso('12/13/2007')).toBeUndefined();
    expect(typedDateToIso('2007-04-12')).toBeUndefined();
    expect(isoToTypedDate('2007-04-12')).toBe('12/04/2007');
    expect(parseTypedDate('01/02/2003')).toEqual({ year: 2003, month: 2, day: 1 });
  });
});

describe('option lists (SPEC §9)', () => {
  it('cover the ranges, pairing metric and imperial', () => {
    expect(HEIGHTS[0]).toBe("30/1'0");
    expect(HEIGHTS.at(-1)).toBe("200/6'7");
    expect(HEIGHTS).toContain("175/5'9");
    expect(heightValue(175)).toBe("175/5'9");
    expect(HEIGHTS).toHaveLength(171);
    expect(BUSTS[0]).toBe('65/26');
    expect(BUSTS.at(-1)).toBe('200/79');
    expect(WAISTS[0]).toBe('20/8');
    expect(HIPS.at(-1)).toBe('200/79');
    expect(JEANS[0]).toBe('34');
    expect(JEANS[1]).toBe('34.5');
    expect(JEANS.at(-1)).toBe('60');
    expect(JEANS).toHaveLength(53);
    expect(SHOES[0]).toBe('1 BR');
    expect(SHOES.at(-1)).toBe('60 BR');
    expect(SHOES).toHaveLength(119);
  });

  it('have 25 hair and 17 eye colours, value in English, label in the visitor’s language', () => {
    expect(HAIRS).toHaveLength(25);
    expect(EYES).toHaveLength(17);
    expect(new Set(HAIRS).size).toBe(25);
    expect(new Set(EYES).size).toBe(17);
    for (const value of [...HAIRS, ...EYES]) {
      expect(colourLabel(value, 'en')).toBe(value);
      expect(COLOUR_LABELS_PT[value], value).toBeTruthy();
    }
    // One Portuguese name per value: an applicant choosing 'Grisalho' means what a gallery calls so.
    const labels = Object.values(COLOUR_LABELS_PT);
    expect(new Set(labels).size).toBe(labels.length);
    expect(colourLabel('Salt and Pepper', 'pt')).toBe('Grisalho');
    expect(colourLabel('Grey Black', 'pt')).toBe('Preto grisalho');
    const pt = optionsFor('hair', 'pt');
    expect(pt.find((o) => o.value === 'Blonde')?.label).toBe('Loiro');
    expect(optionsFor('eyes', 'pt').find((o) => o.value === 'Hazel')?.label).toBe('Avelã');
    expect(optionsFor('eyes', 'en').find((o) => o.value === 'Hazel')?.label).toBe('Hazel');
    expect(optionsFor('jeans', 'pt').find((o) => o.value === '36.5')?.label).toBe('36,5');
    expect(optionsFor('height', 'pt').find((o) => o.value === "175/5'9")?.label).toBe("1,75 m · 5'9");
  });
});

describe('age rule', () => {
  it('counts whole years, the birthday counting from its own day', () => {
    expect(ageOn({ year: 2008, month: 12, day: 1 }, TODAY)).toBe(18);
    expect(ageOn({ year: 2008, month: 12, day: 2 }, TODAY)).toBe(17);
    expect(isMinor({ year: 2008, month: 12, day: 1 }, TODAY)).toBe(false);
    expect(isMinor({ year: 2008, month: 12, day: 2 }, TODAY)).toBe(true);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, new Date(2026, 1, 28))).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, new Date(2026, 2, 1))).toBe(18);
    expect(isMinorBirthdate('02/12/2008', TODAY)).toBe(true);
    expect(isMinorBirthdate('01/12/2008', TODAY)).toBe(false);
    expect(isMinorBirthdate('01/12/20', TODAY)).toBe(false);
  });

  it('asks no guardian for a date no one was born on (the date itself is refused)', () => {
    expect(isMinorBirthdate('01/01/2030', TODAY)).toBe(false);
    expect(isMinorBirthdate('31/12/2027', TODAY)).toBe(false);
    const future = validateApplication({ ...emptyApplication(), birthdate: '01/01/2030' }, TODAY);
    expect(future.success).toBe(false);
    if (!future.success) {
      expect(future.errors.birthdate).toBe('dateRange');
      expect(future.errors.father).toBeUndefined();
      expect(future.errors.guardianConsent).toBeUndefined();
    }
  });
});

describe('application schema', () => {
  it('accepts a complete application and maps it to the getScouted fields', () => {
    const result = validateApplication(VALID, TODAY);
    if (!result.success) throw new Error(JSON.stringify(result.errors));
    const fields = toGetScoutedFields(result.data);
    expect(fields.birthdate).toBe('2000-04-12');
    expect(fields.contacts).toBeUndefined();
    expect(fields).toMatchObject({ realname: 'Maria Conceição', height: "175/5'9", gender: 'woman' });
  });

  it('requires every field, with the message codes of SPEC §5', () => {
    const errors = errorsOf(emptyApplication());
    for (const field of TEXT_FIELDS.filter((f) => f !== 'father')) expect(errors[field], field).toBe('required');
    expect(Object.keys(errors).sort()).toEqual([...TEXT_FIELDS.filter((f) => f !== 'father'), 'consent'].sort());
    expect(errors.consent).toBe('consent');
    expect(errors.father).toBeUndefined();
  });

  it('refuses names with other than letters and spaces, bad e-mails, dates and phones, unknown options', () => {
    expect(errorsOf({ ...VALID, realname: 'Maria 2' }).realname).toBe('alpha');
    expect(errorsOf({ ...VALID, realname: 'Ana-' }).realname).toBe('alpha');
    expect(errorsOf({ ...VALID, realname: "Maria D'" }).realname).toBe('alpha');
    expect(errorsOf({ ...VALID, realname: 'Zoë Ñandú' }).realname).toBeUndefined();
    expect(errorsOf({ ...VALID, email: 'maria@' }).email).toBe('email');
    expect(errorsOf({ ...VALID, birthdate: '31/02/2000' }).birthdate).toBe('date');
    expect(errorsOf({ ...VALID, birthdate: '12/04' }).birthdate).toBe('date');
    expect(errorsOf({ ...VALID, birthdate: '12/04/2030' }).birthdate).toBe('dateRange');
    expect(errorsOf({ ...VALID, phone: '+55 (11) 9876' }).phone).toBe('phone');
    expect(errorsOf({ ...VALID, height: '999/9' }).height).toBe('option');
    expect(errorsOf({ ...VALID, hair: 'Purple' }).hair).toBe('option');
    expect(errorsOf({ ...VALID, gender: 'other' }).gender).toBe('option');
    expect(errorsOf({ ...VALID, note: 'x'.repeat(121) }).note).toBe('tooLong:120');
  });

  it('takes names as people write them: a double space, a hyphen, an apostrophe', () => {
    for (const realname of ['Ana  Clara', 'Ana-Clara', "Maria D'Ávila", 'Maria D’Ávila', 'Ana Clara\u00a0Souza']) {
      expect(errorsOf({ ...VALID, realname }).realname, realname).toBeUndefined();
    }
    expect(errorsOf({ ...VALID, father: 'José  de  Souza-Lima' }).father).toBeUndefined();
    const result = validateApplication({ ...VALID, realname: ' Ana   Clara ', father: "Jo  D'Ávila" }, TODAY);
    if (!result.success) throw new Error('invalid');
    expect(result.data).toMatchObject({ realname: 'Ana Clara', father: "Jo D'Ávila" });
  });

  it('takes a phone with or without 55, a landline and a foreign number; refuses an incomplete one', () => {
    for (const phone of ['(11) 98765-4321', '+55 (11) 98765-4321', '(11) 3333-4444', '+55 (11) 3333-4444', '+351 912 345 678', '+44 20 7946 0958']) {
      expect(errorsOf({ ...VALID, phone }).phone, phone).toBeUndefined();
    }
    for (const phone of ['+55 (11) 98765-432', '+55 (11) 1234-5678', '(00) 98765-4321', '+351 91', '98765-4321', '++55', '11 98765-4321 ramal 2']) {
      expect(errorsOf({ ...VALID, phone }).phone, phone).toBe('phone');
    }
    // forwarded as the agency reads it: with the country code, as the mask shows it
    const sent = (phone: string) => {
      const result = validateApplication({ ...VALID, phone }, TODAY);
      if (!result.success) throw new Error(phone);
      return toGetScoutedFields(result.data).phone;
    };
    expect(sent('(11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(sent('11 3333-4444')).toBe('+55 (11) 3333-4444');
    expect(sent('+351 912 345 678')).toBe('+351 912 345 678');
  });

  it('asks a minor for a guardian’s name and consent (17 and 18 years)', () => {
    const seventeen = { ...VALID, birthdate: '02/12/2008' };
    expect(errorsOf(seventeen)).toEqual({ father: 'guardianRequired', guardianConsent: 'guardianConsent' });
    const withGuardian = { ...seventeen, father: 'José Conceição', guardianConsent: true };
    expect(errorsOf(withGuardian)).toEqual({});
    const result = validateApplication(withGuardian, TODAY);
    if (!result.success) throw new Error('invalid');
    expect(JSON.parse(toGetScoutedFields(result.data).contacts!)).toEqual({ value: 'José Conceição', label: 'Responsável' });
    expect(errorsOf({ ...VALID, birthdate: '01/12/2008' })).toEqual({});
  });

  it('reads checkboxes of a form post', () => {
    expect(validateApplication({ ...VALID, consent: 'on' }, TODAY).success).toBe(true);
    expect(validateApplication({ ...VALID, consent: 'true' }, TODAY).success).toBe(true);
    expect(validateApplication({ ...VALID, consent: 'no' }, TODAY).success).toBe(false);
    expect(validateApplication({}, TODAY).success).toBe(false);
    expect(validateApplication({ ...VALID, realname: 42 }, TODAY)).toMatchObject({ success: false, errors: { realname: 'required' } });
  });
});

describe('contact schema', () => {
  it('requires a valid e-mail and a message, name and phone optional', () => {
    expect(validateContact({ name: '', email: 'a@example.com', phone: '', message: 'Olá' }).success).toBe(true);
    expect(validateContact({ email: 'a@example.com', message: 'Olá' }).success).toBe(true);
    expect(validateContact({ email: 'a@example', message: 'x' })).toEqual({ success: false, errors: { email: 'email' } });
    expect(validateContact({ name: '', email: 'a@', phone: '', message: ' ' })).toEqual({ success: false, errors: { email: 'email', message: 'required' } });
  });

  it('checks a phone given by the same rule as the application', () => {
    const withPhone = (phone: string) => validateContact({ email: 'a@example.com', message: 'Olá', phone });
    for (const phone of ['(11) 98765-4321', '+55 11 3000-0000', '+351 912 345 678']) expect(withPhone(phone).success, phone).toBe(true);
    for (const phone of ['1', '(11) 98765-432', '+55 (11) 1234-5678']) expect(withPhone(phone), phone).toEqual({ success: false, errors: { phone: 'phoneNumber' } });
  });
});

describe('photos', () => {
  it('recognises a JPEG by its signature and refuses other content', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(isJpegSignature(jpeg)).toBe(true);
    expect(isJpegSignature(png)).toBe(false);
    expect(photoProblem(1000, jpeg)).toBeNull();
    expect(photoProblem(MAX_PHOTO_BYTES, jpeg)).toBeNull();
    // over 2 MB: decoded and made to fit in the browser (fit-photo.ts), not refused on sight
    expect(photoProblem(MAX_PHOTO_BYTES + 1, jpeg)).toBeNull();
    expect(photoProblem(1000, png)).toBe('photoType');
    expect(photoProblem(0, jpeg)).toBe('photoRequired');
  });
});

describe('field messages', () => {
  it('name the limit of a text too long, as the locale writes numbers', () => {
    const messages = { ...Object.fromEntries(ERROR_CODES.map((code) => [code, code])), tooLong: 'No máximo {max} caracteres.' } as Record<ErrorCode, string>;
    expect(fieldMessage('tooLong:5000', messages, 'pt')).toBe('No máximo 5.000 caracteres.');
    expect(fieldMessage('tooLong:5000', { ...messages, tooLong: 'At most {max} characters.' }, 'en')).toBe('At most 5,000 characters.');
    expect(fieldMessage('email', messages, 'pt')).toBe('email');
    expect(fieldMessage('nonsense', messages, 'pt')).toBe('required');
  });
});
