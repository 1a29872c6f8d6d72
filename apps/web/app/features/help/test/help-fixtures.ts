import type { Faq, HelpFaqs } from '../data/faq-types';

const faq = (id: number, question: string, answer: string, telephony = false): Faq => ({
  id,
  question,
  answer: [answer],
  ...(telephony ? { telephony } : {}),
});

/** A few questions per tab, as the API serves them (the real texts live in the database). */
export const HELP_FIXTURE: HelpFaqs = {
  internet: [
    faq(1, '¿Cómo reinicio el módem?', 'Desenchufá la fuente, esperá 30 segundos y volvé a enchufarla.'),
    faq(2, '¿Cómo mido la velocidad?', 'Conectá una computadora por cable y usá un medidor.'),
  ],
  television: [
    faq(10, 'No tengo señal', 'Revisá el decodificador y el cable.'),
    faq(11, '¿Qué es Click TV?', 'Nuestra plataforma de streaming.'),
  ],
  multiplay: [
    faq(20, '¿Qué incluye un combo?', 'Internet, TV y telefonía en una sola factura.', true),
    faq(21, '¿Cuánto tarda la instalación?', 'Coordinamos la instalación en 3 días hábiles.'),
  ],
  general: [
    faq(30, '¿Cómo pago mi factura?', 'En línea desde Mi cuenta o con débito automático.'),
    faq(31, '¿Cómo cambio el nombre o la clave de mi WiFi?', 'Desde Mis servicios en Mi cuenta.'),
    faq(32, 'Me mudo, ¿puedo llevarme el servicio?', 'Sí: pedí la mudanza desde Trámites.'),
    faq(33, '¿Puedo sumar telefonía fija?', 'Sí, con una línea nueva.', true),
  ],
};
