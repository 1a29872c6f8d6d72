/**
 * Variants of the contact form (main modal 3) that a page opens it with: the same type 1 message and
 * fields, with an intro and a message label that say what to write.
 */
export const CONTACT_TOPICS = {
  job: {
    intro:
      'Contanos tu experiencia y el área que te interesa. Por ahora no se puede adjuntar el currículum: si tu perfil coincide con una búsqueda, te respondemos por teléfono o por correo electrónico.',
    messageLabel: 'Tu experiencia y el área que te interesa',
  },
  coverage: {
    intro:
      'Dejanos tus datos y un asesor te confirma si llegamos a tu domicilio y cuándo podemos hacer la instalación.',
    messageLabel: 'Qué servicio te interesa',
  },
} as const;

export type ContactTopic = keyof typeof CONTACT_TOPICS;

const DEFAULT_TOPIC = {
  intro: 'Dejanos tus datos y un asesor se va a comunicar con vos.',
  messageLabel: 'Mensaje',
};

/** Texts for the topic the opener passed as modal data; anything else gets the general contact texts. */
export function contactTopicTexts(topic: unknown): { intro: string; messageLabel: string } {
  return typeof topic === 'string' && Object.hasOwn(CONTACT_TOPICS, topic)
    ? CONTACT_TOPICS[topic as ContactTopic]
    : DEFAULT_TOPIC;
}
