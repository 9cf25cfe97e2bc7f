'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';

/**
 * A client component rendered on the server as usual, whose code is not in the page's first load
 * (docs/decisions/0023-first-load-javascript.md): the browser fetches it as soon as the page has
 * hydrated (beside the page's load, not before its first paint), and React then hydrates the
 * server's markup in place (its Suspense boundary stays as the server rendered it until then).
 * It is not left for the visitor's first touch or for idle time: a photo chosen or a date typed
 * in that gap had to be caught up with afterwards, and on a busy phone the gap was seconds.
 *
 * Until it hydrates, the markup is the server's: what the visitor types stays in the fields (the
 * same DOM nodes are kept; a form reads it back with `typedValues` for its first values), a file
 * already chosen is handed to the component (its `change` again, once hydrated), and a form sent
 * meanwhile is held and sent again by the component once it has hydrated.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let start: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  let hydrated = false;
  /** The island's element, to catch up with what was done in it before it hydrated. */
  let element: HTMLElement | null = null;
  /** A form sent before the code arrived: sent again once it has (the browser's own sending would
   * reload the page with the fields in its address). */
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  const Lazy = lazy(async () => {
    // The server renders it at once; the browser once the page has hydrated.
    if (typeof window !== 'undefined') await started;
    const Component = await load();
    function Hydrated(props: P) {
      useEffect(() => {
        hydrated = true;
        // Files chosen in the server's markup: the component's own handlers check and keep them.
        for (const input of element?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? []) {
          if (input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }));
        }
        const pending = held;
        held = null;
        pending?.form.requestSubmit(pending.submitter ?? undefined);
      }, []);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });

  function Island(props: P) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    // No server markup with this id: a render in the browser, with nothing to show meanwhile.
    useState(() => {
      if (typeof document !== 'undefined' && !document.getElementById(id)) start();
    });
    useEffect(() => {
      element = box.current;
      // On the window, before React's own listener on the document, which cannot run a handler
      // that has not arrived.
      const hold = (event: SubmitEvent) => {
        if (hydrated || !(event.target instanceof HTMLFormElement) || !element?.contains(event.target)) return;
        event.preventDefault();
        held = { form: event.target, submitter: event.submitter };
      };
      window.addEventListener('submit', hold, true);
      start();
      return () => window.removeEventListener('submit', hold, true);
    }, []);
    return (
      <div id={id} ref={box} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return Island;
}

/**
 * A form's first values: what the visitor typed, chose or ticked in the server's markup of the
 * form `formId` before its code arrived (island), field by field as `empty` names them; `empty`
 * where the form is not in the document (rendered in the browser) or a field is not a text,
 * choice or checkbox.
 */
export function typedValues<T extends object>(formId: string, empty: T): T {
  if (typeof document === 'undefined') return empty;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return empty;
  const values = { ...empty } as Record<string, unknown>;
  for (const [name, initial] of Object.entries(empty)) {
    const field = form.elements.namedItem(name);
    if (typeof initial === 'boolean' && field instanceof HTMLInputElement) values[name] = field.checked;
    else if (typeof initial === 'string' && field && 'value' in field) values[name] = field.value;
  }
  return values as T;
}
