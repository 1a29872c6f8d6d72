import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
// A stylesheet file rather than sonner's injected <style>, which the strict Content-Security-Policy blocks.
import 'sonner/dist/styles.css';
import { setToasterReady } from '../lib/toast';

export default function SonnerToaster() {
  // Runs after sonner's own effect has subscribed, so queued messages are not lost.
  useEffect(() => {
    setToasterReady({ show: (message) => toast(message), dismissAll: () => toast.dismiss() });
    return () => setToasterReady(null);
  }, []);
  // Top centre: the cart's total and its form's Enviar sit at the bottom of the panel.
  return <Toaster position="top-center" closeButton={false} duration={3000} />;
}
