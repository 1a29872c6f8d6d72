import { whatsappUrl } from '~/lib/config/company-config';
import { useCompanyConfig } from '~/lib/config/use-public-config';
import { Icon } from '~/ui/icon/icon';
import styles from './whatsapp-float.module.css';

/** Floating WhatsApp link, on every page (spec §2). */
export function WhatsappFloat() {
  const config = useCompanyConfig();
  if (!config?.whatsapp) return null;
  return (
    <a
      className={styles.float}
      href={whatsappUrl(config.whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escribinos por WhatsApp (se abre en una pestaña nueva)"
      data-testid="whatsapp-float"
    >
      <Icon name="whatsapp" color="#ffffff" size={30} />
    </a>
  );
}
