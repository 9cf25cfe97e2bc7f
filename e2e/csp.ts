/** Records Content-Security-Policy violations of a page: the `securitypolicyviolation` events of
 * every document it loads and the console's CSP errors. `watchCsp(page)` before the first goto;
 * `violations()` is what was seen so far. */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export async function watchCsp(page: Page): Promise<{ violations: () => Promise<string[]> }> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || document.URL}`);
    });
  });
  return {
    violations: async () => [...fromConsole, ...(await page.evaluate(() => window.__cspViolations ?? []))],
  };
}
