import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import type { ChannelGridType } from '../config/channel-grids';
import { useChannelGrid } from '../hooks/use-channel-grid';
import styles from './channel-grid-modal.module.css';

export interface ChannelGridModalProps {
  type: ChannelGridType;
  onClose: () => void;
}

/** The channel grid (spec §2), with each channel's logo: loaded on first open so it stays off the page's load. */
export default function ChannelGridModal({ type, onClose }: ChannelGridModalProps) {
  const { state, retry } = useChannelGrid(type);
  const grid = state.status === 'ok' ? state.grid : null;
  return (
    <Modal title={grid?.title ?? 'Grilla de canales'} onClose={onClose} className={styles.modal}>
      {state.status === 'loading' ? <p role="status">Cargando la grilla…</p> : null}
      {state.status === 'error' ? (
        <div role="alert">
          <p>No pudimos cargar la grilla de canales.</p>
          <Button variant="secondary" onClick={retry}>
            Probar de nuevo
          </Button>
        </div>
      ) : null}
      {grid ? <p>{grid.intro}</p> : null}
      {grid && grid.groups.length > 0 ? (
        // Focusable and named so keyboard users can scroll the list (axe: scrollable-region-focusable).
        <div
          className={styles.groups}
          data-testid="channel-grid"
          role="region"
          aria-label="Lista de canales"
          tabIndex={0}
        >
          {grid.groups.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <ul className={styles.list}>
                {group.channels.map((channel) => (
                  <li key={channel.number} className={styles.channel}>
                    <span className={styles.number}>{channel.number}</span>
                    {channel.logoUrl ? (
                      <img
                        className={styles.logo}
                        src={channel.logoUrl}
                        alt={channel.name}
                        width={48}
                        height={32}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                    {/* With a logo the name is its alt text; without one, the name is the line. */}
                    {channel.logoUrl ? null : <span>{channel.name}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
