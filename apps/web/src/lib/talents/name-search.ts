import { foldText } from './text';

/* Apart from text.ts: the boards fold names for their letter bar and never search them, so
   this stays out of their code. */

/** True when `name` contains `text`, ignoring case and accents ('joao' finds 'João'). A blank
 * text matches nothing. */
export function nameContains(name: string, text: string): boolean {
  const needle = foldText(text);
  return needle !== '' && foldText(name).includes(needle);
}
