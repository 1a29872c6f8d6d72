// Spec §3 static content: payment-method groups and information blocks (texts of §9). The brands each group
// and the external channels list are kept by staff (issue #31) and come from GET /api/medios-de-pago/.
export interface PaymentGroup {
  title: string;
  text: string;
  /** Which of the staff-kept brand lists (issue #31) the group shows. */
  section: 'debito' | 'tarjeta';
}

export const PAYMENT_GROUPS: PaymentGroup[] = [
  {
    title: 'Débito automático',
    text: 'Adherite desde Mi cuenta y tu factura se debita cada mes, sin filas ni vencimientos olvidados.',
    section: 'debito',
  },
  {
    title: 'Tarjeta de crédito',
    text: 'Pagá en línea desde Mi cuenta o en nuestras oficinas, de lunes a viernes de 9 a 14 h y los sábados de 10 a 13 h. En la oficina, el pago con tarjeta lo realiza el titular de la tarjeta presentando su documento.',
    section: 'tarjeta',
  },
];

export interface InfoEntry {
  lead: string;
  text: string;
}

export interface InfoBlock {
  title: string;
  description: string;
  entries: InfoEntry[];
}

export const INFO_BLOCKS: InfoBlock[] = [
  {
    title: 'Conexión y abono',
    description: 'Lo que tenés que saber antes de contratar.',
    entries: [
      {
        lead: 'Costo de conexión:',
        text: 'depende de la cantidad de bocas a instalar. Para más de 4 televisores, el costo se evalúa en cada caso.',
      },
      {
        lead: 'Abono mensual:',
        text: 'el abono básico se paga por mes adelantado. La falta de pago habilita el corte del servicio.',
      },
      {
        lead: 'Baja voluntaria:',
        text: 'requiere un aviso con 30 días de anticipación.',
      },
      {
        lead: 'Conexiones clandestinas:',
        text: 'la conexión clandestina realizada por terceros produce el corte del servicio, la eventual reconexión y acciones legales.',
      },
    ],
  },
  {
    title: 'Requisitos para trámites',
    description: 'Quién puede hacer cada gestión y qué documentación se necesita.',
    entries: [
      {
        lead: 'Solo el titular:',
        text: 'puede cambiar el domicilio, agregar o dar de baja canales codificados y pagar con tarjeta de crédito, presentando su documento de identidad (Ley 25.065 de Tarjetas de Crédito).',
      },
      {
        lead: 'Gestiones del titular:',
        text: 'los cambios de plan, los cambios de titularidad, las mudanzas y las autorizaciones a terceros las realiza el titular del servicio.',
      },
      {
        lead: 'Inquilinos:',
        text: 'contrato de alquiler o autorización del propietario, copia del documento de ambos y un servicio (luz, gas o agua) a nombre del propietario.',
      },
      {
        lead: 'Propietarios:',
        text: 'documento de identidad y escritura, impuesto inmobiliario o factura de gas del inmueble.',
      },
    ],
  },
];
