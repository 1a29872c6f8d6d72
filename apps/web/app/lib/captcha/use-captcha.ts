import type { CaptchaAction } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../api/use-api-client';
import { obtainCaptchaPass } from './captcha';

/**
 * Runs the captcha right before a protected call: `getPass(action)` earns a single-use pass for that call. `verifying` drives the visible status text, since the
 * ALTCHA proof of work can take a second or two on a slow phone.
 */
export function useCaptcha() {
  const api = useApiClient();
  const [verifying, setVerifying] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Leaving the view stops a proof of work nobody needs any more.
  useEffect(() => () => controller.current?.abort(), []);

  const getPass = useCallback(
    async (action: CaptchaAction) => {
      controller.current?.abort();
      controller.current = new AbortController();
      setVerifying(true);
      try {
        return await obtainCaptchaPass(api, action, controller.current.signal);
      } finally {
        setVerifying(false);
      }
    },
    [api],
  );

  return { verifying, getPass };
}
