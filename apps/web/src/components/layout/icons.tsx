import type { SocialNetwork } from '@vitrine/contracts/constants';
import type { SVGProps } from 'react';

/** Line icons of the frame, drawn in currentColor. Decorative: the control carries the name. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const base = ({ size = 20, ...rest }: IconProps): SVGProps<SVGSVGElement> => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  ...rest,
});

export const SearchIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </svg>
);

export const HeartIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M12 20.2s-7.8-4.6-7.8-10.3A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.8 2.6c0 5.7-7.8 10.3-7.8 10.3Z" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M5.5 5.5 18.5 18.5M18.5 5.5 5.5 18.5" />
  </svg>
);

export const FacebookIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M14.5 8.5h2.2V5.2h-2.6c-2.6 0-3.8 1.6-3.8 4v2H8v3.2h2.3v7.4h3.4v-7.4h2.6l.5-3.2h-3.1V9.6c0-.7.3-1.1.8-1.1Z" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.8" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" stroke="none" />
  </svg>
);

export const TiktokIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M14 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.3 2.6 2.1 4.4 5 4.6" />
  </svg>
);

export const SOCIAL_ICONS = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TiktokIcon,
} as const satisfies Record<SocialNetwork, unknown>;
