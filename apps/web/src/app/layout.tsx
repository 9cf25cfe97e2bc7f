import type { ReactNode } from 'react';

// The real root layout is app/[lang]/layout.tsx (it owns <html lang>); this one only lets
// app/not-found.tsx exist for paths outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
