// Demo company data for Ushuaia and the one pop-up shown on the home page.
import { COVERED_LOCALITIES_KEY, DEFAULT_COVERED_LOCALITIES } from '@portal/domain';

/** Custom pop-up type of the home page; config `im` maps it to '/'. */
export const HOME_POPUP_TYPE = 1;

export const companyConfig: Record<string, unknown> = {
  phone: '0800-555-0826',
  whatsapp: '5492901551234',
  // Customers' written questions (the Trámites plan-change section names it); staff mail stays STAFF_EMAIL.
  email: 'atencion@example.com',
  address: { address: 'San Martín', number: '1234' },
  opening_hours: {
    office: 'Lunes a viernes de 9 a 14 h y sábados de 10 a 13 h',
    phone_support: 'Lunes a viernes de 9 a 24 h; sábados, domingos y feriados de 9 a 21 h',
  },
  social_media: {
    facebook: 'https://www.facebook.com/portal.tdf',
    x: 'https://x.com/portal_tdf',
    instagram: 'https://www.instagram.com/portal.tdf',
    youtube: 'https://www.youtube.com/@portal.tdf',
  },
  [COVERED_LOCALITIES_KEY]: [...DEFAULT_COVERED_LOCALITIES],
  // The issuer block of invoice, receipt and statement PDFs (areas/billing/invoice-issuer.ts reads it). Tierra del
  // Fuego's special customs area makes the company's sales VAT-exempt (Ley 19.640).
  fiscal_issuer: {
    razon_social: 'Portal Telecomunicaciones del Fin del Mundo S.A.',
    cuit: '30712345671',
    domicilio: 'San Martín 1234, Ushuaia (V9410), Tierra del Fuego',
    condicion_iva: 'IVA Exento',
    iibb: '30-71234567-1',
    inicio_actividades: '2004-03-01',
  },
  // Pop-up type -> page where it shows. Type 2 would be the telephony page (dropped for company code 20).
  im: { [String(HOME_POPUP_TYPE)]: '/', '2': '/telefonia' },
};

export function homePopup(now: Date) {
  const day = 86_400_000;
  return {
    type: HOME_POPUP_TYPE,
    active: 1,
    datefrom: new Date(now.getTime() - 7 * day).toISOString(),
    dateuntil: new Date(now.getTime() + 60 * day).toISOString(),
    message:
      '<h2>¡Llegó la fibra óptica a tu barrio!</h2>' +
      '<p>Pasate a <strong>Internet 300 Megas</strong> y disfrutá el primer mes con <strong>50% de descuento</strong>.</p>' +
      '<p>Promoción válida para nuevas altas en Ushuaia y Tolhuin.</p>',
    image: null,
    file: null,
    video_id: null,
    link: '/internet',
    button_link_text: 'Ver planes',
    button_link_color: '#0b5cad',
    button_file_text: null,
    button_file_color: null,
  };
}
