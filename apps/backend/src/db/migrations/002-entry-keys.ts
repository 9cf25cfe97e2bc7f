/**
 * Idempotent entries: a submission may carry a key; a retry with the same key finds
 * the entry stored the first time instead of storing a second one.
 */
export const sql = `
ALTER TABLE entries ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX entries_idempotency_key ON entries (idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX entries_created_at ON entries (entry, created_at);
`;
