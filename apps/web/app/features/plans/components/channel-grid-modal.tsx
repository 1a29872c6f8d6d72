import { Modal } from '~/ui/modal/modal';
import { CHANNEL_GRIDS, type ChannelGridType } from '../config/channel-grids';
import styles from './channel-grid-modal.module.css';

export interface ChannelGridModalProps {
  type: ChannelGridType;
  onClose: () => void;
}

/** The channel grid (spec §2): loaded on first open so the dialog stays off the page's first load. */
export default function ChannelGridModal({ type, onClose }: ChannelGridModalProps) {
  const grid = CHANNEL_GRIDS[type];
  return (
    <Modal title={grid.title} onClose={onClose} className={styles.modal}>
      <p>{grid.intro}</p>
      {grid.groups.length > 0 ? (
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
                {group.channels.map(([number, name]) => (
                  <li key={number} className={styles.channel}>
                    <span className={styles.number}>{number}</span> {name}
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
