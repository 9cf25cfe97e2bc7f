/**
 * Every visible string, per locale, namespaced by component: one JSON file per namespace in
 * messages/{locale}/. Add a namespace by adding its two files and one line per locale below.
 */
import ptCommon from '../../messages/pt/common.json';
import enCommon from '../../messages/en/common.json';
import ptTalents from '../../messages/pt/talents.json';
import enTalents from '../../messages/en/talents.json';
import ptLayout from '../../messages/pt/layout.json';
import enLayout from '../../messages/en/layout.json';
import ptPages from '../../messages/pt/pages.json';
import enPages from '../../messages/en/pages.json';

export const messages = {
  pt: { common: ptCommon, talents: ptTalents, layout: ptLayout, pages: ptPages },
  en: { common: enCommon, talents: enTalents, layout: enLayout, pages: enPages },
} as const;

export type Messages = (typeof messages)['en'];
