/**
 * Offices of the agency (SPEC §9), alone in their module: the boards' browser code needs them
 * (the office choice, the cards' office bits) and nothing else of `./constants`, whose other
 * tables the forms use.
 */
export const OFFICES = [
  { id: 1, slug: 'sao-paulo', name: 'São Paulo' },
  { id: 2, slug: 'porto-alegre', name: 'Porto Alegre' },
] as const;
