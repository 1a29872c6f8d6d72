import { SERVICE_DOCUMENTS } from '~/lib/service-documents';

export interface FooterLink {
  label: string;
  to: string;
  /** Shown only to logged-in customers who have usable coupons (spec §2, like the header and side menu). */
  needsCoupons?: boolean;
}

export interface FooterAction {
  label: string;
  /** Opens a modal instead of navigating; the footer resolves the modal from the session. */
  action: 'illegal-connection' | 'cancellation';
}

export type FooterEntry = FooterLink | FooterAction;

export interface FooterColumn {
  title: string;
  entries: FooterEntry[];
}

/** Footer links of spec §2 ('Footer' and 'Other menu or footer links'). */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Clientes',
    entries: [
      { label: 'Mi Cuenta', to: '/mi-cuenta' },
      { label: 'Cupones', to: '/cupones', needsCoupons: true },
      { label: 'Baja de servicio', action: 'cancellation' },
      { label: 'Seguimiento de gestiones', to: '/seguimiento' },
      { label: 'Información al cliente', to: '/informacion-al-cliente' },
      { label: 'Contacto', to: '/nosotros' },
    ],
  },
  {
    title: 'Ayuda',
    entries: [
      { label: 'Centro de ayuda', to: '/ayuda/centro-de-ayuda/television' },
      { label: 'Ayuda', to: '/ayuda/centro-de-ayuda/general' },
      { label: 'Medios de pago', to: '/ayuda/medios-de-pago' },
      { label: 'Términos y condiciones', to: '/terminos-y-condiciones' },
      { label: 'Denuncias clandestinas', action: 'illegal-connection' },
    ],
  },
  {
    title: 'Empresa',
    entries: [
      { label: 'Nosotros', to: '/nosotros/rse' },
      { label: 'Responsabilidad social', to: '/nosotros/rse' },
      { label: 'Trabajá con nosotros', to: '/nosotros/trabaja-con-nosotros' },
      { label: 'Publicidad', to: '/nosotros' },
    ],
  },
];

export interface FooterDocument {
  label: string;
  href: string;
}

/** Static PDFs served from public/documentos. */
export const FOOTER_DOCUMENTS: readonly FooterDocument[] = SERVICE_DOCUMENTS;

/** Consumer-protection offices; external, so they open in a new tab without referrer. */
export const CONSUMER_LINKS: readonly FooterDocument[] = [
  {
    label: 'Defensa de las y los consumidores (Nación)',
    href: 'https://www.argentina.gob.ar/produccion/defensadelconsumidor',
  },
  {
    label: 'Gobierno de Tierra del Fuego: Defensa del Consumidor',
    href: 'https://www.tierradelfuego.gob.ar/',
  },
  { label: 'ENACOM: reclamos de servicios TIC', href: 'https://www.enacom.gob.ar/' },
];

/** Tax authority's public data sheet ('Data fiscal'). */
export const DATA_FISCAL_URL = 'https://www.arca.gob.ar/';

export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
] as const;
