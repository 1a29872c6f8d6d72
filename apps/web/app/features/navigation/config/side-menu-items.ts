import type { IconName } from '~/ui/icon/icon';
import { hasTelephony } from '~/lib/config/company-config';

export interface MenuItem {
  id: string;
  label: string;
  /** Leaves have a path; parents have children (up to three levels). */
  path?: string;
  children?: MenuItem[];
  icon?: IconName;
  /** Shown only to logged-in customers who have coupons. */
  needsCoupons?: boolean;
  /** Hidden for the company without telephony (code 20). */
  telephonyOnly?: boolean;
}

export const SIDE_MENU: readonly MenuItem[] = [
  { id: 'inicio', label: 'Inicio', path: '/', icon: 'home' },
  {
    id: 'servicios',
    label: 'Servicios',
    icon: 'tv',
    children: [
      { id: 'clicktv', label: 'Click TV', path: '/clicktv' },
      { id: 'tv', label: 'TV', path: '/tv' },
      { id: 'internet', label: 'Internet', path: '/internet' },
      { id: 'telefonia', label: 'Telefonía', path: '/telefonia', telephonyOnly: true },
    ],
  },
  {
    id: 'mi-cuenta',
    label: 'Mi Cuenta',
    icon: 'user',
    children: [
      { id: 'mis-servicios', label: 'Mis servicios', path: '/mi-cuenta/mis-servicios' },
      { id: 'mis-facturas', label: 'Mis facturas', path: '/mi-cuenta/mis-facturas' },
      { id: 'mis-gestiones', label: 'Mis gestiones', path: '/mi-cuenta/mis-gestiones' },
      { id: 'mis-datos', label: 'Mis datos', path: '/mi-cuenta/mis-datos' },
    ],
  },
  { id: 'cupones', label: 'Cupones', path: '/cupones', icon: 'coupon', needsCoupons: true },
  {
    id: 'ayuda',
    label: 'Ayuda',
    icon: 'help',
    children: [
      {
        id: 'centro-de-ayuda',
        label: 'Centro de ayuda',
        children: [
          { id: 'ayuda-internet', label: 'Internet', path: '/ayuda/centro-de-ayuda/internet' },
          { id: 'ayuda-television', label: 'Televisión', path: '/ayuda/centro-de-ayuda/television' },
          {
            id: 'ayuda-multiplay',
            label: 'Multiplay',
            path: '/ayuda/centro-de-ayuda/multiplay',
            telephonyOnly: true,
          },
          { id: 'ayuda-general', label: 'General', path: '/ayuda/centro-de-ayuda/general' },
        ],
      },
      { id: 'medios-de-pago', label: 'Medios de pago', path: '/ayuda/medios-de-pago' },
    ],
  },
  {
    id: 'nosotros',
    label: 'Nosotros',
    icon: 'about',
    children: [
      { id: 'contacto', label: 'Contacto', path: '/nosotros' },
      { id: 'rse', label: 'Responsabilidad social', path: '/nosotros/rse' },
      { id: 'trabaja', label: 'Trabajá con nosotros', path: '/nosotros/trabaja-con-nosotros' },
    ],
  },
  { id: 'terminos', label: 'Términos y condiciones', path: '/terminos-y-condiciones', icon: 'file' },
];

export interface MenuVisibility {
  companyCode: number;
  loggedIn: boolean;
  coupons: number;
}

/** Applies the rules of spec §2 and drops parents left without children. */
export function visibleMenuItems(items: readonly MenuItem[], v: MenuVisibility): MenuItem[] {
  return items.flatMap((item) => {
    if (item.needsCoupons && !(v.loggedIn && v.coupons > 0)) return [];
    if (item.telephonyOnly && !hasTelephony(v.companyCode)) return [];
    if (!item.children) return [item];
    const children = visibleMenuItems(item.children, v);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
