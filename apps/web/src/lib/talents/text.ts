/** Text folding shared by the letter bar and the name search: lower case, accents dropped
 * ('Á' counts as 'a'), runs of white space as one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** True when `name` contains `text`, ignoring case and accents ('joao' finds 'João'). A blank
 * text matches nothing. */
export function nameContains(name: string, text: string): boolean {
  const needle = foldText(text);
  return needle !== '' && foldText(name).includes(needle);
}
