import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../icon/icon';
import { modalZIndex, type ModalLevel } from './modal-level';
import styles from './modal.module.css';

export interface ModalProps {
  /** Required: it names the dialog for assistive technology. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  isOpen?: boolean;
  level?: ModalLevel;
  /** A click outside closes the modal unless a flow must not be lost by accident. */
  isDismissable?: boolean;
  className?: string;
}

/**
 * Dialog on react-aria-components: it blocks page scroll, traps focus, returns it to the opener on
 * close and closes on Escape. Import it only from lazily loaded modal contents (design §8 budget).
 */
export function Modal({
  title,
  onClose,
  children,
  isOpen = true,
  level = 0,
  isDismissable = true,
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      className={styles.overlay}
      // Set through the CSSOM on the client (modals never render on the server), so the strict CSP allows it.
      style={{ zIndex: modalZIndex(level) }}
      data-modal-level={level}
    >
      <AriaModal className={[styles.modal, className].filter(Boolean).join(' ')}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <button type="button" className={styles.close} onClick={close} aria-label="Cerrar">
                  <Icon name="close" color="currentColor" />
                </button>
              </div>
              {children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
