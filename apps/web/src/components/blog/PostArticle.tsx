import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { HydrateApart } from '@/components/layout/HydrateApart';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { PostView } from '@/lib/backends/panel';
import { formatPostDate, isoDate, postCalendarDate } from '@/lib/blog/dates';
import { responsiveContentImage } from '@/lib/blog/content-images';
import { sanitizeRichText } from '@/lib/blog/sanitize';
import { AutoplayVideo } from '@/components/media/AutoplayVideo';
import styles from './PostArticle.module.css';

/** A post (SPEC §2.12): title, date in the long format of the locale, cover (image or video),
 * the content sanitised on the server, and 'Voltar' to the home page of the locale. */
export async function PostArticle({ post, locale }: { post: PostView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const date = postCalendarDate(post.createdAt);
  const html = sanitizeRichText(post.contentHtml, { image: responsiveContentImage });
  // The post is shown in its own language when it has no translation in the page's locale: its
  // title, lead and content say so; the page's own words around them (kicker, date, back) do not.
  const lang = post.language !== locale ? post.language : undefined;

  return (
    <HydrateApart>
      <div className={styles.page}>
        <article>
          <header className={styles.header}>
            <p className={styles.kicker}>{t(`kind.${post.type}`)}</p>
            <h1 className={styles.title} lang={lang}>{post.title}</h1>
            {date ? (
              <time className={styles.date} dateTime={isoDate(date)}>
                {formatPostDate(post.createdAt, locale)}
              </time>
            ) : null}
          </header>

          {post.cover ? (
            <figure className={styles.cover}>
              {post.cover.kind === 'video' ? (
                <AutoplayVideo src={post.cover.url} className={styles.coverMedia} pauseLabel={t('pauseVideo')} playLabel={t('playVideo')} />
              ) : (
                <Image
                  src={post.cover.url}
                  alt=""
                  fill
                  // A 4:5 box at most 80svh high: as wide as the screen on a tall one, else 64% of its height.
                  sizes="(min-aspect-ratio: 16/25) 64vh, 100vw"
                  loading="eager"
                  fetchPriority="high"
                  className={styles.coverImage}
                />
              )}
            </figure>
          ) : null}

          <div className={styles.body}>
            {post.description ? <p className={styles.lead} lang={lang}>{post.description}</p> : null}
            {/* The panel's HTML, sanitised: the page's script policy hashes no script inside it. */}
            <div className={styles.content} lang={lang} data-foreign-html="" dangerouslySetInnerHTML={{ __html: html }} />
            <p className={styles.back}>
              <Link href="/" className={styles.backLink}>
                <svg viewBox="0 0 24 16" aria-hidden="true" focusable="false">
                  <path d="M24 8H2M9 1L2 8l7 7" />
                </svg>
                {t('back')}
              </Link>
            </p>
          </div>
        </article>
      </div>
    </HydrateApart>
  );
}
