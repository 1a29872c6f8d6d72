import { buttonColors } from '~/lib/popup-html/contrast';
import { useSanitizedHtml } from '../hooks/use-sanitized-html';
import styles from './popup-preview.module.css';

const BRAND_BUTTON = '#0d4a86';

const VIEWPORTS = [
  { width: 1280, height: 720, scale: 0.36, label: 'Computadora (1280 px)' },
  { width: 390, height: 844, scale: 0.4, label: 'Celular (390 px)' },
] as const;

export interface PopupPreviewProps {
  message: string;
  linkText: string | null;
  linkColor: string | null;
}

/**
 * The pop-up as visitors see it, at 1280 and 390 px wide, scaled down: the message sanitised with the
 * allow-list the site uses (what is removed here is removed on save too), in the pop-up's own look. Inert:
 * its links are a picture, not part of the form's tab order.
 */
export function PopupPreview({ message, linkText, linkColor }: PopupPreviewProps) {
  const html = useSanitizedHtml(message) ?? '';
  const colors = buttonColors(linkColor, BRAND_BUTTON);
  return (
    <section className={styles.preview} aria-labelledby="popup-preview-title">
      <h3 id="popup-preview-title" className={styles.title}>
        Vista previa
      </h3>
      <div className={styles.viewports}>
        {VIEWPORTS.map((viewport) => (
          <figure
            key={viewport.width}
            className={styles.figure}
            data-testid={`popup-preview-${viewport.width}`}
          >
            <div
              className={styles.clip}
              style={{ width: viewport.width * viewport.scale, height: viewport.height * viewport.scale }}
            >
              <div
                className={styles.page}
                inert
                style={{
                  width: viewport.width,
                  height: viewport.height,
                  transform: `scale(${viewport.scale})`,
                }}
              >
                <div className={styles.dialog}>
                  <p className={styles.dialogTitle}>Novedades</p>
                  <div className={styles.message} dangerouslySetInnerHTML={{ __html: html }} />
                  {linkText ? (
                    <span
                      className={styles.button}
                      style={{ background: colors.background, color: colors.color }}
                    >
                      {linkText}
                    </span>
                  ) : null}
                </div>
              </div>
            </div>
            <figcaption className={styles.caption}>{viewport.label}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
