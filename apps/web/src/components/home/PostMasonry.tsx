import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { PostView } from '@/lib/backends/panel';
import { postLink } from '@/lib/blog/links';
import { formatPostDate, isoDate, postCalendarDate } from '@/lib/blog/dates';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { PostLink } from '@/components/blog/PostLink';
import { HydrateApart } from '@/components/layout/HydrateApart';
import { MasonryList } from './MasonryList';
import styles from './PostMasonry.module.css';

/** Crops of the masonry's pictures, in turn: the columns get their uneven rhythm without
 * waiting for any image to load (nothing shifts). All portrait, as fashion pictures are. */
const RATIOS = ['4 / 5', '2 / 3', '1 / 1', '3 / 4', '4 / 5', '3 / 4'];

/** The blog below the home slider (SPEC §2.5): a masonry of the locale's posts, 1, 2 or 3
 * columns (MasonryList); 'Sem Posts' when there are none. Below the fold: every picture loads lazily. */
export async function PostMasonry({ posts, locale }: { posts: PostView[]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home.posts' });
  return (
    <HydrateApart>
      <section className={styles.section} aria-labelledby="home-posts">
        <div className={styles.head}>
          <h2 id="home-posts" className={styles.heading}>
            {t('heading')}
          </h2>
          {posts.length > 0 ? (
            <Link href="/blog" className={styles.all}>
              {t('all')}
            </Link>
          ) : null}
        </div>
        {posts.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <MasonryList>
            {posts.map((post, i) => {
              const date = postCalendarDate(post.createdAt);
              return (
                <li key={post.id}>
                  <article className={styles.card}>
                    <div className={styles.thumb} style={{ aspectRatio: RATIOS[i % RATIOS.length] }}>
                      {post.thumbnail ? (
                        <Image
                          src={post.thumbnail}
                          alt=""
                          fill
                          sizes="(min-width: 1440px) 420px, (min-width: 991px) 30vw, (min-width: 600px) 50vw, 100vw"
                          className={styles.image}
                        />
                      ) : null}
                    </div>
                    {date ? (
                      <time className={styles.date} dateTime={isoDate(date)}>
                        {formatPostDate(post.createdAt, locale)}
                      </time>
                    ) : null}
                    <h3 className={styles.title}>
                      <PostLink to={postLink(post.slug, locale)} className={styles.link}>
                        {post.title}
                      </PostLink>
                    </h3>
                    {post.description ? <p className={styles.description}>{post.description}</p> : null}
                  </article>
                </li>
              );
            })}
          </MasonryList>
        )}
      </section>
    </HydrateApart>
  );
}
