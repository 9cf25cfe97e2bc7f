/** The heart's texts, in the visitor's language: plain strings, so that a server page can hand
 * them to a grid (the boards' first load has no translator: docs/decisions/0016). */
export interface HeartMessages {
  added: string;
  removed: string;
  add: string;
  remove: string;
  /** The icon's accessible name, with a {name} mark: 'Favorito: {name}'. */
  toggle: string;
}

/** The heart's texts from a translator of the `favourites` messages (the server's or the
 * browser's). */
export const heartMessages = (t: (key: 'added' | 'removed' | 'add' | 'remove' | 'toggle', values?: { name: string }) => string): HeartMessages => ({
  added: t('added'),
  removed: t('removed'),
  add: t('add'),
  remove: t('remove'),
  toggle: t('toggle', { name: '{name}' }),
});
