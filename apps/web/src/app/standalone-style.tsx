/**
 * The look of the two documents that stand outside the locale frame: the English 404 of a path
 * without a locale (app/not-found.tsx) and the page shown when the frame itself fails
 * (app/global-error.tsx). Inline, not a CSS import: Next serialises every page's not-found and
 * global-error boundaries into that page's RSC payload, each with the inlined text of its CSS
 * files (`experimental.inlineCss`), so importing globals.css or the fonts here put two more
 * copies of the frame's 28 KB of CSS into the HTML of every page
 * (docs/decisions/0022-site-overhead.md). The tokens are globals.css's; the faces fall back to
 * the system's.
 */
const CSS = `
:root{color-scheme:light;--fg:#111;--bg:#fff;--muted:#595959}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100svh;display:grid;background:var(--bg);color:var(--fg);
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.5}
.standalone{display:grid;place-content:center;justify-items:center;gap:1.5rem;padding:4rem clamp(1.25rem,4vw,3rem);text-align:center}
.standalone h1{margin:0;font-family:'Didot','Bodoni 72',Georgia,'Times New Roman',serif;font-weight:400;line-height:1.1;font-size:clamp(1.75rem,6vw,3.5rem);text-wrap:balance}
.standalone h1.code{font-size:clamp(4.5rem,3rem + 8vw,9rem);line-height:1}
.standalone p{margin:0;max-width:30rem;font-size:1.125rem}
.standalone .actions{display:flex;flex-wrap:wrap;justify-content:center;gap:1rem}
.standalone a,.standalone button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 1.5rem;
border:1px solid var(--fg);background:transparent;color:var(--fg);font:inherit;font-size:.8125rem;font-weight:600;
letter-spacing:.16em;text-transform:uppercase;text-decoration:none;cursor:pointer}
.standalone a:hover,.standalone button:hover,.standalone .primary{background:var(--fg);color:var(--bg)}
.standalone .primary:hover{background:transparent;color:var(--fg)}
.standalone :focus-visible{outline:2px solid var(--fg);outline-offset:3px}
`;

export function StandaloneStyle() {
  return <style>{CSS}</style>;
}
