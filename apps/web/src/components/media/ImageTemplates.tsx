'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { fromTemplate, type ImageTemplate } from './image-template';
import type { ImageTemplates as Templates } from './templates';

const Context = createContext<Templates | null>(null);

/** Hands the server's image templates (templates.ts) to browser code below it. */
export function ImageTemplates({ value, children }: { value: Templates; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** next/image's src, srcSet and sizes of `src` at one of the template sizes. */
export function useImageSource(name: keyof Templates, src: string) {
  const templates = useContext(Context);
  const template: ImageTemplate = templates?.[name] ?? { src, srcSet: null, sizes: null };
  return fromTemplate(template, src);
}
