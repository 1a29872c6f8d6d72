import { useEffect } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
// A stylesheet file rather than sonner's injected <style>, which the strict Content-Security-Policy blocks.
import 'sonner/dist/styles.css';
import { setToasterReady } from './toast';

const TOAST_TOP = '8rem';

export default function SonnerToaster() {
  // Runs after sonner's own effect has subscribed, so queued messages are not lost.
  useEffect(() => {
    setToasterReady({ show: (message) => toast(message), dismissAll: () => toast.dismiss() });
    return () => setToasterReady(null);
  }, []);
  // Top centre: the cart's total and its form's Enviar sit at the bottom of the panel. Below the sticky header
  // (under 120 px, ADR 0062), so it never covers the header's cart button, the next thing a person presses.
  return (
    <Sonner
      position="top-center"
      offset={{ top: TOAST_TOP }}
      mobileOffset={{ top: TOAST_TOP }}
      closeButton={false}
      duration={3000}
    />
  );
}
