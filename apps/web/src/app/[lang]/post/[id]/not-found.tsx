import { PostUnavailable } from '@/components/blog/PostUnavailable';

export default PostUnavailable;
