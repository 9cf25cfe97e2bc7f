import { compositeSvg, editorialSvg, logoSvg, sceneSvg, type ImageSpec } from './images';

/** How many images of each kind the demo media pool holds. */
export interface PoolPlan {
  portraits: number;
  landscapes: number;
  snaps: number;
  composites: number;
  staff: number;
  blog: number;
  slides: number;
}

export const FULL_POOL: PoolPlan = {
  portraits: 24,
  landscapes: 8,
  snaps: 10,
  composites: 6,
  staff: 10,
  blog: 12,
  slides: 3,
};
export const SMALL_POOL: PoolPlan = {
  portraits: 4,
  landscapes: 2,
  snaps: 2,
  composites: 1,
  staff: 2,
  blog: 3,
  slides: 2,
};
export const NO_POOL: PoolPlan = {
  portraits: 0,
  landscapes: 0,
  snaps: 0,
  composites: 0,
  staff: 0,
  blog: 0,
  slides: 0,
};

export interface Pool {
  specs: ImageSpec[];
  portraits: ImageSpec[];
  landscapes: ImageSpec[];
  snaps: ImageSpec[];
  composites: ImageSpec[];
  staff: ImageSpec[];
  blogCovers: ImageSpec[];
  blogThumbs: ImageSpec[];
  blogInline: ImageSpec[];
  slidesMobile: ImageSpec[];
  slidesDesktop: ImageSpec[];
  logo: ImageSpec;
  prehomeLogo: ImageSpec;
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const two = (n: number) => String(n).padStart(2, '0');

/** The images of a plan (file names, sizes and drawings), grouped by use. */
export function poolOf(plan: PoolPlan): Pool {
  const jpeg = (file: string, width: number, height: number, svg: () => string): ImageSpec => ({
    file,
    width,
    height,
    format: 'jpeg',
    svg,
  });

  const portraits = numbered(plan.portraits).map((n) =>
    jpeg(`pool/portrait-${two(n)}.jpg`, 1200, 1800, () => sceneSvg({ width: 1200, height: 1800, seed: 100 + n })),
  );
  const landscapes = numbered(plan.landscapes).map((n) =>
    jpeg(`pool/landscape-${two(n)}.jpg`, 1800, 1200, () =>
      sceneSvg({ width: 1800, height: 1200, seed: 200 + n, figureX: n % 2 ? 0.34 : 0.66, headY: 0.16, scale: 0.085 }),
    ),
  );
  const snaps = numbered(plan.snaps).map((n) =>
    jpeg(`pool/snap-${two(n)}.jpg`, 1000, 1250, () =>
      sceneSvg({
        width: 1000,
        height: 1250,
        seed: 300 + n,
        ornament: false,
        headY: 0.14,
        scale: 0.085,
        palette: {
          top: '#f3f2ef',
          bottom: '#d9d6d0',
          accent: '#b9b4ab',
          figure: n % 3 === 0 ? '#3b2c25' : '#2a2622',
          figureLight: n % 2 === 0 ? '#7a6658' : '#5b5048',
        },
      }),
    ),
  );
  const composites = numbered(plan.composites).map((n) =>
    jpeg(`pool/compo-${two(n)}.jpg`, 1800, 1200, () => compositeSvg(1800, 1200, 400 + n)),
  );
  const staff = numbered(plan.staff).map((n) =>
    jpeg(`staff/staff-${two(n)}.jpg`, 900, 1100, () =>
      sceneSvg({ width: 900, height: 1100, seed: 500 + n, headY: 0.3, scale: 0.2, ornament: false }),
    ),
  );
  // Shaped as the site shows them: covers and thumbnails in portrait boxes (4:5 on the post
  // page and the blog list; 4:5, 2:3, 1:1 and 3:4 in the home masonry), big enough for a
  // 375 px screen at 2x without upscaling; pictures inside a post's text are landscape.
  const blogCovers = numbered(plan.blog).map((n) =>
    jpeg(`blog/cover-${two(n)}.jpg`, 1280, 1600, () => editorialSvg(1280, 1600, 600 + n)),
  );
  const blogThumbs = numbered(plan.blog).map((n) => ({
    ...jpeg(`blog/thumb-${two(n)}.jpg`, 960, 1200, () => editorialSvg(1280, 1600, 600 + n)),
    resizeOf: { width: 1280, height: 1600 },
  }));
  const blogInline = numbered(plan.blog).map((n) =>
    jpeg(`blog/inline-${two(n)}.jpg`, 1600, 1000, () => editorialSvg(1600, 1000, 600 + n)),
  );
  const slidesMobile = numbered(plan.slides).map((n) =>
    jpeg(`slides/mobile-${two(n)}.jpg`, 1080, 1920, () =>
      sceneSvg({ width: 1080, height: 1920, seed: 700 + n, headY: 0.26, scale: 0.075 }),
    ),
  );
  const slidesDesktop = numbered(plan.slides).map((n) =>
    jpeg(`slides/desktop-${two(n)}.jpg`, 1920, 1080, () =>
      sceneSvg({ width: 1920, height: 1080, seed: 700 + n, figureX: 0.62, headY: 0.16, scale: 0.085 }),
    ),
  );
  const logo: ImageSpec = {
    file: 'brand/logo.png',
    width: 760,
    height: 180,
    format: 'png',
    svg: () => logoSvg(760, 180, '#111111'),
  };
  const prehomeLogo: ImageSpec = {
    file: 'brand/prehome-logo.png',
    width: 1140,
    height: 270,
    format: 'png',
    svg: () => logoSvg(1140, 270, '#ffffff'),
  };

  return {
    specs: [
      ...portraits,
      ...landscapes,
      ...snaps,
      ...composites,
      ...staff,
      ...blogCovers,
      ...blogThumbs,
      ...blogInline,
      ...slidesMobile,
      ...slidesDesktop,
      logo,
      prehomeLogo,
    ],
    portraits,
    landscapes,
    snaps,
    composites,
    staff,
    blogCovers,
    blogThumbs,
    blogInline,
    slidesMobile,
    slidesDesktop,
    logo,
    prehomeLogo,
  };
}
