import { lazy, Suspense, useEffect, useState } from 'react';
import { setToasterMountRequest } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** The page's toast slot: mounts sonner only once a toast is asked for. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setToasterMountRequest(() => setMounted(true));
    return () => setToasterMountRequest(null);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
