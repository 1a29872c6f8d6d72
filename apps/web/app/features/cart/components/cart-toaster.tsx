import { lazy, Suspense, useEffect, useState } from 'react';
import { setToasterMountRequest } from '../lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounts sonner only once a cart toast is asked for. */
export function CartToaster() {
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
