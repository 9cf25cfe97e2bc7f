import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';

export type { CompiledMessage };

/** A namespace's messages as the build hands them to the code (next.config.ts compiles every
 * message, `messages.precompile`): an imported messages file, or `t.raw(key)` on the server. */
export type Compiled<Messages> = { [Key in keyof Messages]: Messages[Key] extends string ? CompiledMessage : Compiled<Messages[Key]> };

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/**
 * A compiled message in the browser without next-intl's provider: icu-minify's formatter (the
 * one next-intl itself runs on compiled messages, < 1 KB) over the browser's own Intl, where
 * use-intl's provider and formatter cost ≈ 3.5 KB gzipped in every page's first load
 * (docs/decisions/0023-first-load-javascript.md).
 */
export function formatMessage(message: CompiledMessage, locale: string, values?: FormatValues): string {
  return String(format(message, locale, values, { formatters }));
}
