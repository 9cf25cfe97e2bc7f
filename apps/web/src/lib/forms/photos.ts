/**
 * Photo rules of the application (SPEC §5, §9): four JPEGs (slots 0 face, 1 smiling, 2 half
 * body, 3 full body), each at most 2 MB, recognised by content (the JPEG signature FF D8 FF),
 * not by name or type alone. Shared by the browser (refuse at once) and the server.
 */
import { MAX_PHOTO_BYTES } from '@vitrine/contracts/constants';
import type { ErrorCode } from './rules';

export { MAX_PHOTO_BYTES };
export const PHOTO_SLOTS = ['face', 'smiling', 'halfBody', 'fullBody'] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

/** Whether the first bytes of a file are a JPEG's start of image and first marker. */
export const isJpegSignature = (head: Uint8Array): boolean =>
  head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;

/** Why a chosen file is refused before it is decoded, or null when it is a JPEG to decode (and,
 * over 2 MB, to make fit: fit-photo.ts). */
export function photoProblem(size: number, head: Uint8Array): ErrorCode | null {
  if (size === 0) return 'photoRequired';
  if (!isJpegSignature(head)) return 'photoType';
  return null;
}
