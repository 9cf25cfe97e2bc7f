import type { PhotoSlot } from '@/lib/forms/photos';

/** Example silhouettes of the four photo slots (0 face, 1 smiling, 2 half body, 3 full body). */
const PATHS: Record<PhotoSlot, React.ReactNode> = {
  face: (
    <>
      <ellipse cx="50" cy="52" rx="24" ry="30" />
      <path d="M14 130c4-26 18-38 36-38s32 12 36 38z" />
    </>
  ),
  smiling: (
    <>
      <ellipse cx="50" cy="52" rx="24" ry="30" />
      <path d="M38 62q12 12 24 0" fill="none" stroke="var(--silhouette-line, #fff)" strokeWidth="3" strokeLinecap="round" />
      <path d="M14 130c4-26 18-38 36-38s32 12 36 38z" />
    </>
  ),
  halfBody: (
    <>
      <ellipse cx="50" cy="28" rx="13" ry="16" />
      <path d="M24 130l2-60c1-16 10-24 24-24s23 8 24 24l2 60z" />
    </>
  ),
  fullBody: (
    <>
      <ellipse cx="50" cy="14" rx="8" ry="10" />
      <path d="M36 30h28l4 42-6 2-2-24-1 80h-9l-1-46-1 46h-9l-1-80-2 24-6-2z" />
    </>
  ),
};

export function Silhouette({ slot, className }: { slot: PhotoSlot; className?: string }) {
  return (
    <svg viewBox="0 0 100 130" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      {PATHS[slot]}
    </svg>
  );
}

export const PlusIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </svg>
);

export const CheckIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
  </svg>
);
