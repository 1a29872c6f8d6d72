import { staffRoleAtLeast, type StaffRole } from '@portal/domain';

/** The desk's sections by what a member is doing; the navigation shows them under these titles. */
export const DESK_NAV_GROUPS = [
  'Atención',
  'Cartera de clientes',
  'Facturación y pagos',
  'Catálogo y sitio',
  'Equipo y cuenta',
] as const;
export type DeskNavGroup = (typeof DESK_NAV_GROUPS)[number];

export interface DeskNavItem {
  to: string;
  label: string;
  /** The least role that uses it; items above the member's role are not shown. */
  role: StaffRole;
  /** Only the exact path marks it current (the desk's home is a prefix of every other path). */
  end?: boolean;
  group: DeskNavGroup;
}

export const DESK_NAV: readonly DeskNavItem[] = [
  { to: '/gestion', label: 'Gestiones', role: 'agente', end: true, group: 'Atención' },
  { to: '/gestion/respuestas', label: 'Respuestas guardadas', role: 'agente', group: 'Atención' },
  { to: '/gestion/incidentes', label: 'Incidentes', role: 'agente', group: 'Atención' },
  { to: '/gestion/informe', label: 'Informe', role: 'supervisor', group: 'Atención' },
  { to: '/gestion/clientes', label: 'Clientes', role: 'agente', group: 'Cartera de clientes' },
  { to: '/gestion/altas', label: 'Altas por la web', role: 'agente', group: 'Cartera de clientes' },
  { to: '/gestion/bajas', label: 'Registro de bajas', role: 'supervisor', group: 'Cartera de clientes' },
  { to: '/gestion/facturacion', label: 'Facturación', role: 'agente', group: 'Facturación y pagos' },
  { to: '/gestion/pagos', label: 'Pagos para revisar', role: 'agente', group: 'Facturación y pagos' },
  { to: '/gestion/catalogo', label: 'Catálogo', role: 'agente', group: 'Catálogo y sitio' },
  { to: '/gestion/grillas', label: 'Grillas', role: 'agente', group: 'Catálogo y sitio' },
  { to: '/gestion/medios-de-pago', label: 'Medios de pago', role: 'agente', group: 'Catálogo y sitio' },
  { to: '/gestion/contenido', label: 'Contenido del sitio', role: 'agente', group: 'Catálogo y sitio' },
  { to: '/gestion/personal', label: 'Personal', role: 'admin', group: 'Equipo y cuenta' },
  { to: '/gestion/auditoria', label: 'Auditoría', role: 'admin', group: 'Equipo y cuenta' },
  { to: '/gestion/contrasena', label: 'Mi contraseña', role: 'agente', group: 'Equipo y cuenta' },
];

export function deskNavFor(role: string): DeskNavItem[] {
  return DESK_NAV.filter((item) => staffRoleAtLeast(role, item.role));
}

/** The member's sections under their group titles, groups in order, empty groups left out. */
export function deskNavGroupsFor(role: string): { title: DeskNavGroup; items: DeskNavItem[] }[] {
  const items = deskNavFor(role);
  return DESK_NAV_GROUPS.map((title) => ({
    title,
    items: items.filter((item) => item.group === title),
  })).filter((group) => group.items.length > 0);
}
