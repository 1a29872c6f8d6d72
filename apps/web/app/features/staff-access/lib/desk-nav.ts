import { staffRoleAtLeast, type StaffRole } from '@portal/domain';

export interface DeskNavItem {
  to: string;
  label: string;
  /** The least role that uses it; items above the member's role are not shown. */
  role: StaffRole;
  /** Only the exact path marks it current (the desk's home is a prefix of every other path). */
  end?: boolean;
}

export const DESK_NAV: readonly DeskNavItem[] = [
  { to: '/gestion', label: 'Gestiones', role: 'agente', end: true },
  { to: '/gestion/respuestas', label: 'Respuestas guardadas', role: 'agente' },
  { to: '/gestion/informe', label: 'Informe', role: 'supervisor' },
  { to: '/gestion/catalogo', label: 'Catálogo', role: 'agente' },
  { to: '/gestion/facturacion', label: 'Facturación', role: 'agente' },
  { to: '/gestion/pagos', label: 'Pagos para revisar', role: 'agente' },
  { to: '/gestion/clientes', label: 'Clientes', role: 'agente' },
  { to: '/gestion/altas', label: 'Altas por la web', role: 'agente' },
  { to: '/gestion/incidentes', label: 'Incidentes', role: 'agente' },
  { to: '/gestion/grillas', label: 'Grillas', role: 'agente' },
  { to: '/gestion/medios-de-pago', label: 'Medios de pago', role: 'agente' },
  { to: '/gestion/contenido', label: 'Contenido del sitio', role: 'agente' },
  { to: '/gestion/bajas', label: 'Registro de bajas', role: 'supervisor' },
  { to: '/gestion/personal', label: 'Personal', role: 'admin' },
  { to: '/gestion/auditoria', label: 'Auditoría', role: 'admin' },
  { to: '/gestion/contrasena', label: 'Mi contraseña', role: 'agente' },
];

export function deskNavFor(role: string): DeskNavItem[] {
  return DESK_NAV.filter((item) => staffRoleAtLeast(role, item.role));
}
