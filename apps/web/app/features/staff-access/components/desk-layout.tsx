import { staffRoleLabels, isStaffRole, type StaffMember } from '@portal/domain';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { deskNavFor } from '../lib/desk-nav';
import styles from './desk-layout.module.css';

export interface DeskLayoutProps {
  staff: StaffMember;
  onSignOut: () => void;
  children: ReactNode;
}

/** The desk's frame: who is signed in, the sections the member's role can use, and Salir. */
export function DeskLayout({ staff, onSignOut, children }: DeskLayoutProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <p className={styles.brand}>Gestión</p>
        <p className={styles.member}>
          <span>{staff.name}</span>
          <span className={styles.role}>
            {isStaffRole(staff.role) ? staffRoleLabels[staff.role] : staff.role}
          </span>
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            Salir
          </button>
        </p>
      </header>
      <nav className={styles.nav} aria-label="Secciones de la gestión">
        <ul className={styles.navList}>
          {deskNavFor(staff.role).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={styles.link}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="contenido" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
