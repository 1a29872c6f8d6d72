import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { Link } from 'react-router';
import { Icon } from '~/ui/icon/icon';
import type { MenuItem } from '../config/side-menu-items';
import styles from './side-menu.module.css';

export interface SideMenuListProps {
  items: MenuItem[];
  level: number;
  expanded: string[];
  onExpand: (level: number, id: string | null) => void;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, item: MenuItem) => void;
  pathFor: (item: MenuItem) => string;
  id?: string;
  parentId?: string;
}

const buttonId = (id: string) => `side-menu-button-${id}`;
const listId = (id: string) => `side-menu-list-${id}`;

function focusFirstIn(id: string) {
  // The list becomes visible on the next paint; focusing before that would be ignored.
  requestAnimationFrame(() => document.getElementById(id)?.querySelector<HTMLElement>('a, button')?.focus());
}

export function SideMenuList({
  items,
  level,
  expanded,
  onExpand,
  onChoose,
  pathFor,
  id,
  parentId,
}: SideMenuListProps) {
  const hoverExpand = (e: PointerEvent, itemId: string | null) => {
    if (e.pointerType === 'mouse') onExpand(level, itemId);
  };

  const onListKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'ArrowLeft' && parentId) {
      e.stopPropagation();
      onExpand(level - 1, null);
      document.getElementById(buttonId(parentId))?.focus();
    }
  };

  return (
    <ul
      id={id}
      className={level === 0 ? styles.list : styles.subList}
      data-level={level + 1}
      hidden={level > 0 && (!parentId || expanded[level - 1] !== parentId)}
      onKeyDown={onListKeyDown}
    >
      {items.map((item) => {
        const isOpen = expanded[level] === item.id;
        if (item.children) {
          return (
            <li key={item.id} className={styles.item} onPointerEnter={(e) => hoverExpand(e, item.id)}>
              <button
                id={buttonId(item.id)}
                type="button"
                className={styles.entry}
                aria-expanded={isOpen}
                aria-controls={listId(item.id)}
                onClick={(e) => {
                  // A mouse click lands after the hover already opened the submenu: keep it open.
                  // Keyboard activation (detail 0) toggles, as a disclosure button should.
                  if (e.detail === 0) onExpand(level, isOpen ? null : item.id);
                  else onExpand(level, item.id);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowRight') {
                    e.preventDefault();
                    e.stopPropagation();
                    onExpand(level, item.id);
                    focusFirstIn(listId(item.id));
                  }
                }}
              >
                {item.icon ? <Icon name={item.icon} color="currentColor" size={20} /> : null}
                <span className={styles.entryLabel}>{item.label}</span>
                <Icon name="chevron-right" color="currentColor" size={18} className={styles.chevron} />
              </button>
              <SideMenuList
                items={item.children}
                level={level + 1}
                expanded={expanded}
                onExpand={onExpand}
                onChoose={onChoose}
                pathFor={pathFor}
                id={listId(item.id)}
                parentId={item.id}
              />
            </li>
          );
        }
        return (
          <li key={item.id} className={styles.item} onPointerEnter={(e) => hoverExpand(e, null)}>
            <Link to={pathFor(item)} className={styles.entry} onClick={(e) => onChoose(e, item)}>
              {item.icon ? <Icon name={item.icon} color="currentColor" size={20} /> : null}
              <span className={styles.entryLabel}>{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
