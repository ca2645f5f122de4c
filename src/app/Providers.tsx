import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AppThemeProvider } from '../theme/ThemeProvider';
import { registerToastHost } from '../lib/notify';

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

/** Theme and toasts: what every page, story and test needs. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      {children}
      <ToastHost />
    </AppThemeProvider>
  );
}
