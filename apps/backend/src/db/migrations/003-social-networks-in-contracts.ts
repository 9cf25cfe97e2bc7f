/**
 * The social networks are named once, in the contracts (`SOCIAL_NETWORKS`): the CHECK
 * of migration 001 repeated them in SQL, so a network added to the contracts could not be stored.
 * SQLite cannot drop a CHECK, so the table is rebuilt without it, rows kept. What a network may
 * be is decided by the code that reads and writes the table (panel/content.ts reads only the
 * contracts' networks; the demo seed is typed by them).
 */
export const sql = `
CREATE TABLE social_medias_new (
  network TEXT PRIMARY KEY,
  url TEXT
);
INSERT INTO social_medias_new (network, url) SELECT network, url FROM social_medias;
DROP TABLE social_medias;
ALTER TABLE social_medias_new RENAME TO social_medias;
`;
