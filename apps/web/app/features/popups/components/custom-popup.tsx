import { useState } from 'react';
import { Icon } from '~/ui/icon/icon';
import { Modal } from '~/ui/modal/modal';
import { buttonColors } from '../lib/contrast';
import type { PopupView } from '../lib/select-popups';
import { useSafeMessage } from '../hooks/use-safe-message';
import { useScrollHint } from '../hooks/use-scroll-hint';
import styles from './custom-popup.module.css';

const BRAND_BUTTON = '#0d4a86';

export interface CustomPopupProps {
  popup: PopupView;
  onClose: () => void;
}

/** Spec §2 custom pop-up: image, optional video, sanitised message, link and file buttons, scroll hint. */
export function CustomPopup({ popup, onClose }: CustomPopupProps) {
  const html = useSafeMessage(popup.message);
  const [imageFailed, setImageFailed] = useState(false);
  const { ref, hasMore, onScroll } = useScrollHint<HTMLDivElement>();
  const linkColors = buttonColors(popup.linkColor, BRAND_BUTTON);
  const fileColors = buttonColors(popup.fileColor, BRAND_BUTTON);
  const external = popup.link !== null && /^https?:/i.test(popup.link);

  // A message that needs the sanitiser shows once it has run, never before.
  if (html === null) return null;
  return (
    <Modal title="Novedades" onClose={onClose} level={1} className={styles.popup}>
      <div
        ref={ref}
        className={styles.body}
        onScroll={onScroll}
        // Focusable so keyboard users can scroll a long message (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label="Contenido de la novedad"
        data-testid="custom-popup"
      >
        {popup.image && !imageFailed ? (
          // The box keeps its 16:9 shape while the image loads, so nothing below it moves.
          <div className={styles.media}>
            <img src={popup.image} alt="" className={styles.image} onError={() => setImageFailed(true)} />
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
      </div>
      {hasMore ? (
        <p className={styles.scrollHint} aria-hidden="true">
          <Icon name="chevron-down" color="currentColor" size={18} /> Deslizá para ver más
        </p>
      ) : null}
      {(popup.link && popup.linkText) || (popup.fileUrl && popup.fileText) ? (
        <div className={styles.actions}>
          {popup.link && popup.linkText ? (
            <a
              href={popup.link}
              className={styles.button}
              style={{ background: linkColors.background, color: linkColors.color }}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={external ? undefined : onClose}
            >
              {popup.linkText}
            </a>
          ) : null}
          {popup.fileUrl && popup.fileText ? (
            <a
              href={popup.fileUrl}
              className={styles.button}
              style={{ background: fileColors.background, color: fileColors.color }}
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
    </Modal>
  );
}
