import { getTranslations } from 'next-intl/server';
import { HydrateApart } from '@/components/layout/HydrateApart';
import type { PostView } from '@/lib/backends/panel';
import { postLink } from '@/lib/blog/links';
import type { AppLocale } from '@/i18n/routing';
import { PostCard } from './PostCard';
import head from '@/components/layout/PageHead.module.css';
import styles from './PostList.module.css';

/** The blog or campaign list page (SPEC §2.12): heading BLOG or CAMPANHAS, cards, or 'Sem Posts'. */
export async function PostList({ kind, posts, locale }: { kind: 'blog' | 'campaign'; posts: PostView[]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <div className={head.column}>
      <header className={`${head.header} ${styles.header}`}>
        <h1 className={head.title}>{kind === 'campaign' ? t('campaignsHeading') : t('blogHeading')}</h1>
        <p className={head.lead}>{kind === 'campaign' ? t('campaignsLead') : t('blogLead')}</p>
      </header>
      {posts.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <HydrateApart>
          <ul className={styles.grid}>
            {posts.map((post, i) => (
              <li key={post.id}>
                <PostCard
                  post={{ ...post, target: postLink(post.slug, locale) }}
                  dateText={t('fixedDate')}
                  readMore={t('readMore')}
                  readMoreLabel={t('readMoreLabel', { title: post.title })}
                  eager={i < 3}
                  first={i === 0}
                />
              </li>
            ))}
          </ul>
        </HydrateApart>
      )}
    </div>
  );
}
