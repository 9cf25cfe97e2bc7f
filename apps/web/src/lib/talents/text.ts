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
