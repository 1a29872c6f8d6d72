import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '~/ui/icon/icon';
import styles from './side-menu.module.css';

const CLOSE_DELAY_MS = 300;
// The entries load on the first opening (or focus): the pages' first load does not carry them.
const loadPanel = () => import('./side-menu-panel');
const SideMenuPanel = lazy(loadPanel);
export const SIDE_MENU_ID = 'side-menu';

/**
 * Side menu (spec §2): opens on mouse hover, on click and from the keyboard (disclosure pattern);
 * Escape closes it and returns focus to the trigger; submenus open the same ways, up to three levels.
 */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const close = useCallback((returnFocus: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setExpanded([]);
    openedByHover.current = false;
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const expand = useCallback((level: number, id: string | null) => {
    setExpanded((current) => (id ? [...current.slice(0, level), id] : current.slice(0, level)));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        if (!open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        closeTimer.current = setTimeout(() => close(false), CLOSE_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget as Node | null)) close(false);
      }}
      data-testid="side-menu"
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={SIDE_MENU_ID}
        data-testid="side-menu-trigger"
        // Fetched as soon as the trigger is reached, so the entries are there when Enter opens the menu.
        onFocus={() => void loadPanel()}
        onClick={() => {
          // A click right after a hover-open keeps the menu open instead of toggling it shut.
          if (open && openedByHover.current) openedByHover.current = false;
          else if (open) close(false);
          else setOpen(true);
        }}
      >
        <Icon name="menu" color="currentColor" />
        <span className={styles.triggerLabel}>Menú</span>
      </button>
      <nav id={SIDE_MENU_ID} className={styles.panel} aria-label="Menú principal" hidden={!open}>
        {/* Rendered on opening only: the closed menu costs the page's HTML and hydration nothing. The service
            tabs, the footer and the help centre's section links reach the same pages without it. */}
        {open ? (
          <Suspense fallback={null}>
            <SideMenuPanel expanded={expanded} onExpand={expand} onClose={close} />
          </Suspense>
        ) : null}
      </nav>
    </div>
  );
}
