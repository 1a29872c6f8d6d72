import { useState, type ReactNode } from 'react';
import { CartPanel } from '~/features/cart/components/cart-panel';
import { useCartCount } from '~/features/cart/hooks/use-cart-items';
import { Footer } from '~/features/footer/components/footer';
import { Header } from '~/features/navigation/components/header';
import { WhatsappFloat } from '~/features/navigation/components/whatsapp-float';
import { PopupTrigger } from '~/features/popups/components/popup-trigger';
import { ModalProvider } from '~/ui/modal/modal-manager';
import { MAIN_CONTENT_ID, SkipLink } from '~/ui/skip-link/skip-link';
import { MODAL_REGISTRY } from './modal-registry';
import styles from './site-chrome.module.css';
import { useShellEvents } from './use-shell-events';

interface ChromeProps {
  children: ReactNode;
  /** Shown under the header on every page (the outage banner). */
  notice?: ReactNode;
}

/** Header, cart panel, footer and modals around every page; composes features that never import each other. */
export function SiteChrome({ children, notice }: ChromeProps) {
  return (
    <ModalProvider registry={MODAL_REGISTRY}>
      <Chrome notice={notice}>{children}</Chrome>
    </ModalProvider>
  );
}

function Chrome({ children, notice }: ChromeProps) {
  const cartCount = useCartCount();
  const [cartOpen, setCartOpen] = useState(false);
  useShellEvents();

  return (
    <>
      <SkipLink />
      <Header cartCount={cartCount} cartOpen={cartOpen} onCartToggle={() => setCartOpen((o) => !o)} />
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
      {notice}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <WhatsappFloat />
      <PopupTrigger />
    </>
  );
}
