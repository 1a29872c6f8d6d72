import { Link } from 'react-router';
import { activeTabIndex, mainBarEntries, narrowBarEntries } from '../config/service-nav';
import styles from './service-tabs.module.css';

export interface ServiceTabsProps {
  variant: 'main' | 'narrow';
  companyCode: number;
  pathname: string;
}

/** The service tabs: in the main bar, and repeated without Telefonía in a second bar on narrow screens. */
export function ServiceTabs({ variant, companyCode, pathname }: ServiceTabsProps) {
  const entries = variant === 'main' ? mainBarEntries(companyCode) : narrowBarEntries();
  const active = activeTabIndex(pathname);
  return (
    <nav
      className={variant === 'main' ? styles.tabs : styles.narrowTabs}
      aria-label={variant === 'main' ? 'Servicios' : 'Servicios (pantalla angosta)'}
      data-testid={variant === 'main' ? 'service-tabs' : 'service-tabs-narrow'}
    >
      <ul className={styles.tabList}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className={styles.tab}
              data-tab-index={entry.tabIndex}
              aria-current={active === entry.tabIndex ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
