import { createHash } from 'node:crypto';
import { UNIT_SCRIPT } from './unit-script';

/** For a Content-Security-Policy script-src: 'sha256-…' of the inline unit script. */
export const UNIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(UNIT_SCRIPT).digest('base64')}'`;
