import { getTranslations } from 'next-intl/server';
import { Link, type Href } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { FavouritesCount } from '@/components/favourites/FavouritesCount';
import { HydrateApart } from './HydrateApart';
import { HeartIcon } from './icons';
import { LocaleSwitch, type LocaleSwitchLabels } from './LocaleSwitch';
import { MenuBehaviour } from './MenuBehaviour';
import { NameSearch, type NameSearchLabels } from './NameSearch';
import { NavLink } from './NavLink';
import { Wordmark } from './Wordmark';
import styles from './Header.module.css';

const MENU_ID = 'site-menu';

/**
 * The frame's header (SPEC §2.4). One navigation, one name box and one locale switch: below
 * 991 px the links and the box are the content of the toggle menu, a native popover that the
 * button opens and closes from the HTML (before hydration and without JavaScript); from 991 px
 * CSS shows the same elements as the desktop bar (the box left of the wordmark, the links under
 * it). The locale switch stays in the bar (docs/decisions/0040).
 */
export async function Header({ locale, agencyName }: { locale: AppLocale; agencyName: string }) {
  const t = await getTranslations({ locale, namespace: 'layout' });

  const category = (category: string): Href => ({ pathname: '/talents/[category]', params: { category } });
  const casting: { href: Href; label: string }[] = [
    { href: category('mulheres'), label: t('nav.women') },
    { href: category('homens'), label: t('nav.men') },
    { href: category('internacional'), label: t('nav.international') },
  ];
  const agency: { href: Href; label: string }[] = [
    { href: '/sobre-nos', label: t('nav.about') },
    { href: '/seja-modelo', label: t('nav.apply') },
    { href: '/contato', label: t('nav.contact') },
  ];
  const searchLabels: NameSearchLabels = {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
  };
  const localeLabels: LocaleSwitchLabels = {
    label: t('locale.label'),
    names: { pt: t('locale.pt'), en: t('locale.en') },
  };
  const link = (item: { href: Href; label: string }) => (
    <li key={item.label}>
      <NavLink href={item.href} className={styles.navLink}>
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <HydrateApart>
      <header className={styles.header} data-frame="header">
        <div className={styles.bar}>
          {/* Its name follows the menu's state by CSS (the hidden one is not part of the name);
              the browser announces the expanded state of a popover's button itself. */}
          <button type="button" popoverTarget={MENU_ID} className={styles.toggle}>
            <span className={styles.bars} aria-hidden="true">
              <span />
              <span />
            </span>
            <span className={`visually-hidden ${styles.whenClosed}`}>{t('menu.open')}</span>
            <span className={`visually-hidden ${styles.whenOpen}`}>{t('menu.close')}</span>
          </button>

          <div id={MENU_ID} popover="auto" className={styles.panel}>
            <div className={styles.inner}>
              <nav aria-label={t('nav.label')} className={styles.nav}>
                <ul className={styles.navList}>
                  {casting.map(link)}
                  <li className={styles.navDivider} aria-hidden="true" />
                  {agency.map(link)}
                  <li className={styles.menuOnly}>
                    <NavLink href="/e-casting" className={styles.navLink}>
                      {t('nav.favourites')} <FavouritesCount />
                    </NavLink>
                  </li>
                </ul>
              </nav>
              <div className={styles.search}>
                <NameSearch labels={searchLabels} />
              </div>
            </div>
          </div>
          <MenuBehaviour id={MENU_ID} />

          <Link href="/" className={styles.brand} aria-label={t('home', { agency: agencyName })}>
            <Wordmark name={agencyName} />
          </Link>

          <div className={styles.end}>
            <NavLink href="/e-casting" className={styles.iconLink}>
              <HeartIcon size={20} />
              <span className={styles.iconLabel}>{t('nav.favourites')}</span>
              <FavouritesCount />
            </NavLink>
            <LocaleSwitch locale={locale} labels={localeLabels} />
          </div>
        </div>
      </header>
    </HydrateApart>
  );
}
