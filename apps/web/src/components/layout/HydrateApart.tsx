import { Activity, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own, after the rest: an Activity boundary, always
 * visible. React hydrates the content outside such boundaries first, then each boundary's in a
 * later, interruptible pass (it yields every few milliseconds), so a page's hydration is several
 * short tasks instead of one long one that holds inputs and the first frames back. Props flowing
 * into a part not yet hydrated, or an input inside it, hydrate it at once (the input is then
 * replayed). Unlike a Suspense boundary, the server always writes its content in place, so the
 * HTML is the same with or without JavaScript.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
