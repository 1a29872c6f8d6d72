import { Icon } from '../icon/icon';
import styles from './contact-channels.module.css';

export interface ContactChannelsProps {
  phone?: string | null;
  whatsapp?: string | null;
}

/** The ways to reach the company right now: the free phone line and WhatsApp. */
export function ContactChannels({ phone, whatsapp }: ContactChannelsProps) {
  if (!phone && !whatsapp) return null;
  return (
    <ul className={styles.list}>
      {phone ? (
        <li>
          <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <Icon name="phone" color="currentColor" size={20} />
            <span>
              Llamanos al <span className={styles.number}>{phone}</span>
            </span>
          </a>
        </li>
      ) : null}
      {whatsapp ? (
        <li>
          <a
            className={styles.link}
            href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="whatsapp" color="currentColor" size={20} />
            Escribinos por WhatsApp
          </a>
        </li>
      ) : null}
    </ul>
  );
}
