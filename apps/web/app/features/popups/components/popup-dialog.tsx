import { useEffect, useId } from 'react';
import { buttonClassName } from '~/ui/button/button';
import { DialogHeader } from '~/ui/modal/dialog-header';
import { Icon } from '~/ui/icon/icon';
import { useModals } from '~/ui/modal/modal-manager';
import { buttonColors } from '~/lib/popup-html/contrast';
import { showNextPopup, suspendPopups } from '../lib/popup-dialogs';
import { dismissKey } from '../lib/popup-storage';
import type { PopupView } from '../lib/select-popups';
import { useSafeMessage } from '../hooks/use-safe-message';
import styles from './popup-dialog.module.css';

const BRAND_BUTTON = '#0d4a86';

// The strict CSP ignores style attributes in the HTML: showNextPopup applies these through the CSSOM.
const colorData = ({ background, color }: { background: string; color: string }) => ({
  'data-popup-background': background,
  'data-popup-color': color,
});

export interface PopupDialogProps {
  popup: PopupView;
  companyCode: number;
}

/**
 * Spec §2 custom pop-up as a native modal <dialog>: image, optional video, sanitised message, link and file
 * buttons, scroll hint. It renders closed and works without React: `showNextPopup` (lib/popup-dialogs.ts)
 * opens it, and the browser closes it from its button, Escape or the backdrop (ADR 0077).
 */
export function PopupDialog({ popup, companyCode }: PopupDialogProps) {
  const html = useSafeMessage(popup.message);
  const titleId = useId();
  const linkColors = buttonColors(popup.linkColor, BRAND_BUTTON);
  const fileColors = buttonColors(popup.fileColor, BRAND_BUTTON);
  const external = popup.link !== null && /^https?:/i.test(popup.link);
  const { anyOpen } = useModals();
  const ready = html !== null;
  // Someone who opened a form or the login is not interrupted: the pop-up shows once they close it.
  useEffect(() => {
    if (!ready) return;
    if (anyOpen) {
      suspendPopups();
      return;
    }
    // After the task that closed the modal: an Escape that closed it would close the pop-up too.
    const timer = setTimeout(showNextPopup);
    return () => clearTimeout(timer);
  }, [ready, anyOpen]);

  // A message that needs the sanitiser shows once it has run, never before.
  if (!ready) return null;
  return (
    <dialog
      className={styles.dialog}
      aria-labelledby={titleId}
      data-popup-key={dismissKey(companyCode, popup)}
    >
      <div className={styles.frame}>
        {/* Its close button is a dialog form's: it works before the page's scripts run. */}
        <DialogHeader titleId={titleId} title="Novedades" />
        <div
          className={styles.body}
          data-popup-body=""
          // Focusable so keyboard users can scroll a long message (axe: scrollable-region-focusable).
          tabIndex={0}
          role="region"
          aria-label="Contenido de la novedad"
          data-testid="custom-popup"
        >
          {popup.image ? (
            // The box keeps its 16:9 shape while the image loads, so nothing below it moves.
            <div className={styles.media} data-popup-media="">
              <img src={popup.image} alt="" className={styles.image} loading="lazy" />
            </div>
          ) : null}
          <div className={styles.message} dangerouslySetInnerHTML={{ __html: html }} />
          {popup.videoId ? (
            <p>
              <a
                className={styles.video}
                href={`https://www.youtube.com/watch?v=${encodeURIComponent(popup.videoId)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="video" color="currentColor" size={20} />
                Ver video <span className={styles.hint}>(se abre en YouTube)</span>
              </a>
            </p>
          ) : null}
          <span data-popup-end="" />
        </div>
        <p className={styles.scrollHint} data-popup-hint="" aria-hidden="true" hidden>
          <Icon name="chevron-down" color="currentColor" size={18} /> Deslizá para ver más
        </p>
        {(popup.link && popup.linkText) || (popup.fileUrl && popup.fileText) ? (
          <div className={styles.actions}>
            {popup.link && popup.linkText ? (
              <a
                href={popup.link}
                className={buttonClassName()}
                {...colorData(linkColors)}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {popup.linkText}
              </a>
            ) : null}
            {popup.fileUrl && popup.fileText ? (
              <a
                href={popup.fileUrl}
                className={buttonClassName()}
                {...colorData(fileColors)}
                target="_blank"
                rel="noopener noreferrer"
                download
              >
                <Icon name="file" color="currentColor" size={18} />
                {popup.fileText}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
