import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The bare reference app of `npm run bench`: Next's own ceiling for serving the same bytes. */
export default {
  poweredByHeader: false,
  turbopack: { root: path.resolve(here, '..', '..') },
};
