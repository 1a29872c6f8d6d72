import type { MouseEvent } from 'react';
import { BRAND_ICON_PATHS } from './brand-icons';
import styles from './icon.module.css';
import { LUCIDE_ICONS } from './lucide-icons';

export type IconName = keyof typeof LUCIDE_ICONS | keyof typeof BRAND_ICON_PATHS;
export type IconCursor = 'pointer' | 'default' | 'help' | 'not-allowed';

export const ICON_DEFAULT_COLOR = '#333333';
export const ICON_DEFAULT_SIZE = 24;

export interface IconProps {
  name: IconName;
  /** Stroke colour; 'currentColor' follows the surrounding text. Default: dark grey. */
  color?: string;
  size?: number;
  /** The cursor is a class, not an inline style, so server HTML passes the strict CSP. */
  cursor?: IconCursor;
  onClick?: (event: MouseEvent<SVGSVGElement>) => void;
  /** Without a label the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

const noop = () => {};

export function Icon({
  name,
  color = ICON_DEFAULT_COLOR,
  size = ICON_DEFAULT_SIZE,
  cursor,
  onClick = noop,
  label,
  className,
}: IconProps) {
  const classes = [styles.icon, cursor ? styles[`cursor-${cursor}`] : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };

  if (name in BRAND_ICON_PATHS) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes}
        onClick={onClick}
        data-icon={name}
        focusable="false"
        {...a11y}
      >
        {BRAND_ICON_PATHS[name as keyof typeof BRAND_ICON_PATHS]}
      </svg>
    );
  }
  const Lucide = LUCIDE_ICONS[name as keyof typeof LUCIDE_ICONS];
  return (
    <Lucide
      color={color}
      size={size}
      className={classes}
      onClick={onClick}
      data-icon={name}
      focusable="false"
      {...a11y}
    />
  );
}
