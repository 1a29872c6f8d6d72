import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './site-content.module.css';

const SECTIONS = [
  { to: '/gestion/contenido/popups', label: 'Pop-ups' },
  { to: '/gestion/contenido/empresa', label: 'Datos de la empresa' },
  { to: '/gestion/contenido/ayuda', label: 'Centro de ayuda' },
] as const;

/** The frame of the site-content screens: their title, the links between them and the page's main action. */
export function ContentPage({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <nav aria-label="Contenido del sitio" className={styles.tabs}>
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} className={styles.tab}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {action}
      </div>
      {children}
    </div>
  );
}
