import { isVideoUrl } from '@vitrine/contracts/constants';

/** An image or a video, told apart by the file name's ending (SPEC §2.5). */
export interface Media {
  url: string;
  kind: 'image' | 'video';
}

export const toMedia = (url: string): Media => ({ url, kind: isVideoUrl(url) ? 'video' : 'image' });
export const toOptionalMedia = (url: string | null): Media | null => (url ? toMedia(url) : null);
