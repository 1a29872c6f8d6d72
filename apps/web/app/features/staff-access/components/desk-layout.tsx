import { staffRoleLabels, isStaffRole, type StaffMember } from '@portal/domain';
import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { deskNavGroupsFor } from '../lib/desk-nav';
import styles from './desk-layout.module.css';

export interface DeskLayoutProps {
  staff: StaffMember;
  onSignOut: () => void;
  children: ReactNode;
}

/**
 * The desk's frame: who is signed in, the sections the member's role can use (by group, beside the page on wide
 * screens, behind 'Secciones' on narrow ones), and Salir.
 */
export function DeskLayout({ staff, onSignOut, children }: DeskLayoutProps) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: choosing a section on a phone closes it, so the new page is what shows.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const listsId = useId();
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
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={listsId}
          onClick={() => setOpenedOn(menuOpen ? null : pathname)}
        >
          Secciones
        </button>
        <div id={listsId} className={styles.navGroups} data-open={menuOpen}>
          {deskNavGroupsFor(staff.role).map((group, index) => (
            <div key={group.title} className={styles.navGroup}>
              <p className={styles.groupTitle} id={`${listsId}-${index}`}>
                {group.title}
              </p>
              <ul className={styles.navList} aria-labelledby={`${listsId}-${index}`}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={styles.link}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <main id="contenido" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
