import Image from 'next/image';
import { PostLink } from './PostLink';
import type { PostTarget } from '@/lib/blog/slugs';
import styles from './PostCard.module.css';

export interface PostCardData {
  id: number;
  target: PostTarget;
  title: string;
  description: string;
  thumbnail: string | null;
}

interface Props {
  post: PostCardData;
  /** The fixed date text of SPEC §2.12 ('20 de Maio'). */
  dateText: string;
  readMore: string;
  /** The link's accessible name, with the title: 'Leia mais: {title}'. */
  readMoreLabel: string;
  /** Cards in the first row load eagerly. */
  eager: boolean;
  /** The list's first card: above the fold on every screen, its picture is the page's largest
   * paint, preloaded at high priority. */
  first?: boolean;
}

/** A card of the blog and campaign lists (SPEC §2.12): thumbnail, title, description, the
 * fixed date and 'Leia mais'. The whole card is clickable through the one link it has. */
export function PostCard({ post, dateText, readMore, readMoreLabel, eager, first = false }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.thumb}>
        {post.thumbnail ? (
          <Image
            src={post.thumbnail}
            alt=""
            fill
            sizes="(min-width: 1440px) 420px, (min-width: 991px) 30vw, (min-width: 600px) 50vw, 100vw"
            loading={eager || first ? 'eager' : 'lazy'}
            preload={first}
            fetchPriority={first ? 'high' : 'auto'}
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            {post.title.slice(0, 1)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.date}>{dateText}</p>
        <h2 className={styles.title}>{post.title}</h2>
        {post.description ? <p className={styles.description}>{post.description}</p> : null}
        <PostLink to={post.target} className={styles.more} aria-label={readMoreLabel}>
          {readMore}
          <svg viewBox="0 0 24 16" aria-hidden="true" focusable="false">
            <path d="M0 8h22M15 1l7 7-7 7" />
          </svg>
        </PostLink>
      </div>
    </article>
  );
}
