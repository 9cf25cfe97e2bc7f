import localFont from 'next/font/local';

/**
 * Self-hosted faces from npm (@fontsource-variable), bundled at build: nothing is downloaded
 * at build or run time. Bodoni Moda (display: headings, wordmark) and Jost (text, navigation).
 * Latin subset: Portuguese and English need nothing more; other glyphs fall back to the stack.
 */
export const displayFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-display-face',
  // Names only of plain words: next/font writes them unquoted ('Bodoni 72' would void the list).
  fallback: ['VitrineDisplayFallback', 'Didot', 'Georgia', 'serif'],
  // Its own metric-matched fallback (globals.css), not next/font's, which names local(Arial) only.
  adjustFontFallback: false,
  preload: true,
});

export const textFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-text-face',
  fallback: ['VitrineTextFallback', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
  adjustFontFallback: false,
  preload: true,
});

/** Class names that define the font variables; put them on <html>. */
export const fontVariables = `${displayFont.variable} ${textFont.variable}`;
