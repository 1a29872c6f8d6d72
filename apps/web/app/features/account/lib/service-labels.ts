import type { IconName } from '~/ui/icon/icon';

const TYPE_LABELS: Record<string, string> = {
  INTERNET: 'Internet',
  'CLICK TV': 'Click TV',
  DIBOX: 'TV Digital',
  MULTIPLAY: 'Multiplay',
  TELEFONIA: 'Telefonía',
};

const TYPE_ICONS: Record<string, IconName> = {
  INTERNET: 'wifi',
  'CLICK TV': 'video',
  DIBOX: 'tv',
  MULTIPLAY: 'tv',
  TELEFONIA: 'phone',
};

/** The name a person reads for a producto_tipo; unknown types are shown as the API writes them. */
export function serviceTypeLabel(type: string): string {
  return TYPE_LABELS[type.trim().toUpperCase()] ?? type;
}

export function serviceTypeIcon(type: string): IconName {
  return TYPE_ICONS[type.trim().toUpperCase()] ?? 'file';
}

/** 'CONECTADO' -> 'Conectado': record and service states read as words, not as codes. */
export function stateLabel(state: string): string {
  const lower = state.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
