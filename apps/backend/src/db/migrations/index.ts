import * as m001 from './001-initial';
import * as m002 from './002-entry-keys';
import * as m003 from './003-social-networks-in-contracts';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/** Numbered migrations, applied in order, each once. Never edit one that has shipped: add one. */
export const migrations: Migration[] = [
  { id: 1, name: 'initial', sql: m001.sql },
  { id: 2, name: 'entry-keys', sql: m002.sql },
  { id: 3, name: 'social-networks-in-contracts', sql: m003.sql },
];
