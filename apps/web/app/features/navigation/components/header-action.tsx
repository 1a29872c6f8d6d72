import { Link } from 'react-router';
import { Icon, type IconName } from '~/ui/icon/icon';
import styles from './header-action.module.css';

export interface HeaderActionProps {
  icon: IconName;
  label: string;
  to?: string;
  onClick?: () => void;
  expanded?: boolean;
  controls?: string;
  badge?: number;
  badgeLabel?: string;
  testId: string;
  emphasis?: boolean;
}

/** One icon button of the header; the label always stays visible, the icon hides under 500 px. */
export function HeaderAction({
  icon,
  label,
  to,
  onClick,
  expanded,
  controls,
  badge,
  badgeLabel,
  testId,
  emphasis,
}: HeaderActionProps) {
  const className = `${styles.action} ${emphasis ? styles.actionEmphasis : ''}`;
  const content = (
    <>
      <span className={styles.actionIconWrap}>
        <Icon name={icon} color="currentColor" size={22} className={styles.actionIcon} />
        {badge ? (
          <span className={styles.badge} data-testid={`${testId}-badge`} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      <span className={styles.actionLabel}>{label}</span>
      {badge && badgeLabel ? <span className="visually-hidden">({badgeLabel})</span> : null}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={className} data-testid={testId}>
          {content}
        </Link>
      ) : (
        <button
          type="button"
          className={className}
          onClick={onClick}
          aria-expanded={expanded}
          aria-controls={controls}
          data-testid={testId}
        >
          {content}
        </button>
      )}
    </li>
  );
}
