import { PostUnavailable } from '@/components/blog/PostUnavailable';
import { postUnavailableMetadata } from '@/lib/page';

export default PostUnavailable;

/** The post 404's title also when Next renders this file for a cached 404 refreshed in the
 * background (the page's own generateMetadata does not run then). */
export const generateMetadata = postUnavailableMetadata;
