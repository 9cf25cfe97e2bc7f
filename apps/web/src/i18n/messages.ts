/**
 * Every visible string, per locale, namespaced by component: one JSON file per namespace in
 * messages/{locale}/. Add a namespace by adding its two files and one line per locale below.
 */
import ptCommon from '../../messages/pt/common.json';
import enCommon from '../../messages/en/common.json';
import ptTalents from '../../messages/pt/talents.json';
import enTalents from '../../messages/en/talents.json';
import ptHome from '../../messages/pt/home.json';
import enHome from '../../messages/en/home.json';
import ptBlog from '../../messages/pt/blog.json';
import enBlog from '../../messages/en/blog.json';
import ptAbout from '../../messages/pt/about.json';
import enAbout from '../../messages/en/about.json';
import ptEcasting from '../../messages/pt/ecasting.json';
import enEcasting from '../../messages/en/ecasting.json';
import ptPhotoFeed from '../../messages/pt/photoFeed.json';
import enPhotoFeed from '../../messages/en/photoFeed.json';
import ptErrors from '../../messages/pt/errors.json';
import enErrors from '../../messages/en/errors.json';
import ptLayout from '../../messages/pt/layout.json';
import enLayout from '../../messages/en/layout.json';
import ptPages from '../../messages/pt/pages.json';
import enPages from '../../messages/en/pages.json';
import ptEdge from '../../messages/pt/edge.json';
import enEdge from '../../messages/en/edge.json';
import ptAccessibility from '../../messages/pt/accessibility.json';
import enAccessibility from '../../messages/en/accessibility.json';
import ptForms from '../../messages/pt/forms.json';
import enForms from '../../messages/en/forms.json';
import ptContact from '../../messages/pt/contact.json';
import enContact from '../../messages/en/contact.json';
import ptFavourites from '../../messages/pt/favourites.json';
import enFavourites from '../../messages/en/favourites.json';
import ptGallery from '../../messages/pt/gallery.json';
import enGallery from '../../messages/en/gallery.json';
import ptDownloads from '../../messages/pt/downloads.json';
import enDownloads from '../../messages/en/downloads.json';

export const messages = {
  pt: { common: ptCommon, talents: ptTalents, home: ptHome, blog: ptBlog, about: ptAbout, ecasting: ptEcasting, photoFeed: ptPhotoFeed, errors: ptErrors, layout: ptLayout, pages: ptPages, edge: ptEdge, accessibility: ptAccessibility, forms: ptForms, contact: ptContact, favourites: ptFavourites, gallery: ptGallery, downloads: ptDownloads },
  en: { common: enCommon, talents: enTalents, home: enHome, blog: enBlog, about: enAbout, ecasting: enEcasting, photoFeed: enPhotoFeed, errors: enErrors, layout: enLayout, pages: enPages, edge: enEdge, accessibility: enAccessibility, forms: enForms, contact: enContact, favourites: enFavourites, gallery: enGallery, downloads: enDownloads },
} as const;

export type Messages = (typeof messages)['en'];
