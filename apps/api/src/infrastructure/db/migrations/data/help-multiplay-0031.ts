// Frozen copy of the help texts the site showed before issue #31; migration 0031 stores them.
import type { Faq } from './help-article-seed.js';

// The whole section concerns bundles with telephony, so company 20 never reaches it (the route redirects).
export const MULTIPLAY_FAQ: Faq[] = [
  {
    id: 'mp-que-es',
    question: '¿Qué es un plan Multiplay?',
    answer: [
      'Es la combinación de televisión, internet y telefonía fija en un mismo servicio, con una sola factura y una sola instalación.',
    ],
  },
  {
    id: 'mp-instalacion',
    question: '¿Cómo es la instalación?',
    answer: [
      'Un técnico visita tu domicilio en el día y horario acordados, instala el módem o la ONT de fibra, el decodificador y deja funcionando la línea telefónica. Tiene que haber en el domicilio una persona mayor de 18 años.',
    ],
  },
  {
    id: 'mp-numero',
    question: '¿Puedo conservar mi número de teléfono?',
    answer: [
      'Sí. Al contratar, pedí la portabilidad numérica y acercá los datos de la línea actual a nombre del titular. Te avisamos cuando la línea quede activa con nosotros.',
    ],
  },
  {
    id: 'mp-sin-tono',
    question: 'El teléfono no tiene tono, ¿qué hago?',
    answer: [
      'El teléfono fijo funciona a través del módem: comprobá que esté encendido y que el aparato esté conectado al puerto «TEL» o «PHONE».',
      'Reiniciá el módem y esperá unos minutos. Si sigue sin tono, llamanos desde un celular.',
    ],
  },
  {
    id: 'mp-corte-luz',
    question: '¿El teléfono funciona si se corta la luz?',
    answer: [
      'No, salvo que el módem esté conectado a una fuente de energía de respaldo (UPS). Tenelo en cuenta si usás la línea para alarmas o emergencias.',
    ],
  },
  {
    id: 'mp-cambio-plan',
    question: '¿Puedo cambiar solo una parte del plan?',
    answer: [
      'Sí. El titular puede pedir un cambio de plan de TV o de internet desde Trámites en Mi cuenta. Los cambios en la red se aplican en hasta 5 minutos una vez procesados.',
    ],
  },
  {
    id: 'mp-factura',
    question: '¿Recibo una factura por cada servicio?',
    answer: [
      'No. Todos los servicios del plan llegan en una sola factura, que podés ver y pagar desde Mi cuenta.',
    ],
  },
];
