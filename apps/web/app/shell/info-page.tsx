import type { ReactNode } from 'react';
import { useCompanyConfig } from '~/lib/config/use-public-config';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import styles from './info-page.module.css';

export interface InfoPageProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Offers the phone and WhatsApp below the text (pages whose full content is still to come). */
  showContact?: boolean;
  /** Calls to action under the lead; with them or an aside, title and lead open the page as a hero. */
  actions?: ReactNode;
  /** Beside the title on wide screens, below it on narrow ones (the home's coverage check). */
  aside?: ReactNode;
}

/** Page frame: the real title, a short honest text and, where useful, how to reach the company now. */
export function InfoPage({ title, lead, children, showContact = true, actions, aside }: InfoPageProps) {
  const config = useCompanyConfig();
  const heading = (
    <>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </>
  );
  return (
    <article className={styles.page}>
      {actions || aside ? (
        <header className={styles.hero}>
          <div className={styles.heroText}>
            {heading}
            {actions ? <div className={styles.heroActions}>{actions}</div> : null}
          </div>
          {aside}
        </header>
      ) : (
        heading
      )}
      {children}
      {showContact ? (
        <section aria-labelledby="info-page-contact" className={styles.contact}>
          <h2 id="info-page-contact" className={styles.contactTitle}>
            Hablá con nosotros
          </h2>
          <ContactChannels phone={config?.phone} whatsapp={config?.whatsapp} />
        </section>
      ) : null}
    </article>
  );
}
