/**
 * The slug of a card's gallery path (SPEC §2.6: /{lang}/modelo/{id}/{slugified name}): the one
 * the server put in the card (slug.ts, `slugField`, with slugify), so that the browser carries no
 * second slug rule and no slugify. Measured on the default data set, the slugs add about 1.5 KB
 * gzipped to a board of 240 cards; slugify in the browser would add about 3.7 KB to every board's
 * first-load JavaScript (docs/decisions/0033-next-link-and-next-intl-navigation.md).
 */
export const cardSlug = (card: { slug: string }): string => card.slug;
