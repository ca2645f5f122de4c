import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { registerToastHost } from '@/lib/notify';
import type { ThemeMode } from '@/theme/mode';
import { AppThemeProvider } from '@/theme/ThemeProvider';

const Toasts = lazy(() => import('./Toasts'));

/** Mounts the toast container the first time something is notified (keeps it out of the entry chunk). */
function ToastHost() {
  const [on, setOn] = useState(false);
  useEffect(() => registerToastHost(() => setOn(true)), []);
  return on ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Theme and toasts: what every page, story and test needs. `initialMode` fixes the theme (stories). */
export function Providers({ children, initialMode }: { children: ReactNode; initialMode?: ThemeMode }) {
  return (
    <AppThemeProvider initialMode={initialMode}>
      {children}
      <ToastHost />
    </AppThemeProvider>
  );
}
