/**
 * WCAG 2.2 success criterion 2.5.8 Target Size (Minimum), measured in the browser: every visible
 * pointer target of every page type is at least 24×24 CSS px, unless
 * - its 24 px circle (centred on its box) meets no other target and no other small target's
 *   circle (the spacing exception), or
 * - it is a link inside a sentence of a paragraph or list item (the inline exception).
 * A range slider's target is its thumb, found by hit testing (the input itself spans the track);
 * a thumb moves up to the other thumb, so spacing never excuses it: it is 24×24 itself.
 */
import type { Page } from '@playwright/test';
import type { TalentProfile } from '@vitrine/contracts';
import { findProfiles } from './api';
import { enterSite } from './content';
import { seedFavourites } from './favourites';
import { expect, test } from './fixtures';

const MIN = 24;

interface Offender {
  target: string;
  width: number;
  height: number;
  why: string;
}

/** The targets smaller than 24×24 that no exception covers, as 'selector "name" W×H'. */
function smallTargets(page: Page): Promise<{ measured: number; offenders: Offender[]; excused: string[] }> {
  return page.evaluate((min) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="slider"]',
      '[role="tab"]',
      'summary',
      'label',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const PICKED = ['checkbox', 'radio', 'file'];

    /** The box the element shows of itself once its clipping ancestors cut it; null when none. */
    function shownBox(element: Element): Box | null {
      const rect = element.getBoundingClientRect();
      let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
        // A scrolling strip (the letter bar on a phone) shows the rest once scrolled: only a
        // clipping box that does not scroll hides what lies outside it.
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
        const clip = parent.getBoundingClientRect();
        box = {
          left: Math.max(box.left, clip.left),
          top: Math.max(box.top, clip.top),
          right: Math.min(box.right, clip.right),
          bottom: Math.min(box.bottom, clip.bottom),
        };
        if (box.right - box.left < 1 || box.bottom - box.top < 1) return null;
      }
      return box;
    }

    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      shownBox(element) !== null &&
      // Visually hidden (a skip link until focused, a file input behind its label).
      element.getBoundingClientRect().width > 1 &&
      element.getBoundingClientRect().height > 1;

    /** What a label does is its control's: a label is a target of its own only for a picked
     * control (a checkbox, a radio, a file), which it clicks. */
    const labelTarget = (label: HTMLLabelElement) => label.control instanceof HTMLInputElement && PICKED.includes(label.control.type);

    /** Where the pointer hits a range input (its thumb), around the place of its value, as an
     * offset from the input's box; null when no part of it takes the pointer. Hit testing needs
     * the input on screen: it is scrolled there, and every scroll put back after. */
    function thumbOffset(input: HTMLInputElement): Box | null {
      const scrolled = [document.scrollingElement!, ...ancestors(input)].map((e) => [e, e.scrollLeft, e.scrollTop] as const);
      input.scrollIntoView({ block: 'center', inline: 'center' });
      try {
        const rect = input.getBoundingClientRect();
        const span = Number(input.max) - Number(input.min) || 1;
        const at = rect.left + ((Number(input.value) - Number(input.min)) / span) * rect.width;
        const y = rect.top + rect.height / 2;
        const hits = (x: number, yy: number) => {
          const hit = document.elementFromPoint(x, yy);
          return hit !== null && (hit === input || input.contains(hit));
        };
        // The thumb lies within 40 px of the value's place on the track.
        let start = Number.NaN;
        for (let x = Math.floor(at - 40); x <= at + 40; x++) {
          if (hits(x + 0.5, y)) {
            start = x;
            break;
          }
        }
        if (Number.isNaN(start)) return null;
        let end = start;
        while (end < rect.right + 40 && hits(end + 1.5, y)) end++;
        const cx = (start + end + 1) / 2;
        let top = Math.floor(y);
        while (top > rect.top - 40 && hits(cx, top - 0.5)) top--;
        let bottom = Math.floor(y);
        while (bottom < rect.bottom + 40 && hits(cx, bottom + 0.5)) bottom++;
        // From the first to the last pixel centre that hits: never more than the thumb's size
        // (the pixels at its edges hit when the thumb covers any part of them).
        return { left: start + 0.5 - rect.left, right: end + 0.5 - rect.left, top: top + 0.5 - rect.top, bottom: bottom - 0.5 - rect.top };
      } finally {
        for (const [element, left, top] of scrolled) element.scrollTo(left, top);
      }
    }

    function ancestors(element: Element): Element[] {
      const list: Element[] = [];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) list.push(parent);
      return list;
    }

    function describe(element: Element): string {
      const tag = element.tagName.toLowerCase();
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((c) => `.${c}`).join('');
      const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
      const name =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? [...(element.labels ?? [])].map((l) => l.textContent).join(' ') : '') ??
        '';
      const text = (name || element.textContent || element.getAttribute('title') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${tag}${id}${classes}${type} "${text}"`;
    }

    /** A link in the running text of a paragraph or list item (the inline exception). */
    function inline(element: Element): boolean {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li');
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        if (!node.parentElement?.closest('a, button')) return true;
      }
      return false;
    }

    // The targets: a picked control inside its label is measured as the label; a target inside
    // another (a control inside a link) as the outer one.
    // A modal dialog leaves the rest of the page inert: only its own targets count.
    const scope = document.querySelector('dialog:modal') ?? document;
    const found = [...scope.querySelectorAll(SELECTOR)].filter((element) => {
      if (element instanceof HTMLLabelElement && !labelTarget(element)) return false;
      if (element instanceof HTMLInputElement && PICKED.includes(element.type) && element.closest('label')) return false;
      if ((element as HTMLButtonElement).disabled) return false;
      return visible(element);
    });
    const boxes = found
      .filter((element) => !found.some((other) => other !== element && other.contains(element)))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return { element, box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } as Box | null };
      });
    // Every box is taken before a thumb's hit test scrolls; a thumb is placed by its input's box.
    const targets = boxes.map(({ element, box }) => {
      if (!(element instanceof HTMLInputElement && element.type === 'range') || !box) return { element, box };
      const thumb = thumbOffset(element);
      return {
        element,
        box: thumb && { left: box.left + thumb.left, right: box.left + thumb.right, top: box.top + thumb.top, bottom: box.top + thumb.bottom },
      };
    });

    const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
    const small = (b: Box) => b.right - b.left < min - 0.01 || b.bottom - b.top < min - 0.01;
    /** The distance from a point to a box (0 inside it). */
    const distance = (p: { x: number; y: number }, b: Box) =>
      Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));

    const offenders: Offender[] = [];
    // Small targets an exception covers, and the thumbs' sizes, for the report.
    const excused: string[] = [];
    for (const { element, box } of targets) {
      const where = describe(element);
      if (!box) {
        offenders.push({ target: where, width: 0, height: 0, why: 'no part of it takes the pointer' });
        continue;
      }
      const size = `${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)}`;
      if (element instanceof HTMLInputElement && element.type === 'range') excused.push(`${where} ${size}: thumb`);
      if (!small(box)) continue;
      if (element instanceof HTMLInputElement && element.type === 'range') {
        offenders.push({ target: where, width: Math.round(box.right - box.left), height: Math.round(box.bottom - box.top), why: 'a thumb under 24×24' });
        continue;
      }
      if (inline(element)) {
        excused.push(`${where} ${size}: inline`);
        continue;
      }
      const c = centre(box);
      const near = targets.find(({ element: other, box: b }) => {
        if (other === element || !b) return false;
        // Another target under its circle, or another small target's circle meeting it.
        return distance(c, b) < min / 2 - 0.01 || (small(b) && Math.hypot(centre(b).x - c.x, centre(b).y - c.y) < min - 0.01);
      });
      if (!near) {
        excused.push(`${where} ${size}: spaced`);
        continue;
      }
      offenders.push({
        target: where,
        width: Math.round((box.right - box.left) * 10) / 10,
        height: Math.round((box.bottom - box.top) * 10) / 10,
        why: `too close to ${describe(near.element)}`,
      });
    }
    return { measured: targets.length, offenders, excused };
  }, MIN);
}

let favourites: TalentProfile[] = [];
test.beforeAll(async ({ stack }) => {
  favourites = await findProfiles(stack, (p) => p.book.length > 0, 2);
});

/** Each page in the state a visitor sees it; resolves once its targets are in place. */
const PAGES: [string, (page: Page) => Promise<void>][] = [
  [
    'home',
    async (page) => {
      await page.goto('/pt');
      await enterSite(page, 'pt');
      await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
    },
  ],
  [
    'a board',
    async (page) => {
      await page.goto('/pt/talents/mulheres');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(/\d+ talentos/);
      // The interactive filter panel is in place on desktops (on phones it waits for Filtrar).
      if ((page.viewportSize()?.width ?? 0) >= 991) await expect(page.getByRole('main').getByRole('button', { name: 'Fechar' })).toBeVisible();
    },
  ],
  [
    'a board with its filter panel open',
    async (page) => {
      await page.goto('/pt/talents/mulheres');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(/\d+ talentos/);
      if ((page.viewportSize()?.width ?? 0) < 991) await page.getByRole('button', { name: 'Filtrar' }).first().click();
      await expect(page.getByRole('button', { name: 'Fechar' })).toBeVisible();
    },
  ],
  [
    'a gallery opened from the board',
    async (page) => {
      await page.goto('/pt/talents/mulheres');
      await page.getByRole('main').locator('a[href^="/pt/modelo/"]').first().click();
      await expect(page).toHaveURL(/\/pt\/modelo\/\d+\//);
      await expect(page.getByRole('tablist')).toBeVisible();
    },
  ],
  [
    'e-casting with two favourites',
    async (page) => {
      await seedFavourites(page, favourites);
      await page.goto('/pt/e-casting');
      for (const talent of favourites) await expect(page.getByRole('main').getByText(talent.name).first()).toBeVisible();
    },
  ],
  [
    'the application form',
    async (page) => {
      await page.goto('/pt/seja-modelo');
      await expect(page.getByRole('button', { name: /enviar/i })).toBeVisible();
    },
  ],
  [
    'contact',
    async (page) => {
      await page.goto('/pt/contato');
      await expect(page.getByRole('button', { name: /enviar/i })).toBeVisible();
    },
  ],
  ...(
    [
      ['the blog', '/pt/blog'],
      ['about', '/pt/sobre-nos'],
      ['campaigns', '/en/campanhas'],
      ['name-search results', '/pt/modelos/ana'],
      ['the accessibility statement', '/pt/acessibilidade'],
      ['a 404', '/pt/nao-existe'],
    ] as const
  ).map(([name, path]): [string, (page: Page) => Promise<void>] => [
    name,
    async (page) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('load');
    },
  ]),
  [
    'a post',
    async (page) => {
      await page.goto('/pt/blog');
      await page.getByRole('main').locator('a[href^="/blog/"]').first().click();
      await expect(page).toHaveURL(/\/blog\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('load');
    },
  ],
];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`2.5.8 target size at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const [name, open] of PAGES) {
      test(name, async ({ page }, testInfo) => {
        await open(page);
        const { measured, offenders, excused } = await smallTargets(page);
        await testInfo.attach('small-targets.txt', { body: `${measured} targets measured\nthumbs, and small targets an exception covers:\n${excused.join('\n')}\n`, contentType: 'text/plain' });
        // The page's own targets were found (a header, its links, the page's controls).
        expect(measured).toBeGreaterThan(5);
        expect(offenders.map((o) => `${o.target} ${o.width}×${o.height} px: ${o.why}`)).toEqual([]);
      });
    }
  });
}
