import { messages, MESSAGE_TYPES } from '@portal/domain';

export interface ContactTopicTexts {
  /** The message type filed: a job application is its own kind, so staff can filter it (ADR 0065). */
  type: typeof MESSAGE_TYPES.contact | typeof MESSAGE_TYPES.jobApplication;
  title: string;
  intro: string;
  messageLabel: string;
}

/**
 * Variants of the contact form (main modal 3) that a page opens it with: the same fields, with the type,
 * title, intro and message label of what is being sent.
 */
export const CONTACT_TOPICS = {
  job: {
    type: MESSAGE_TYPES.jobApplication,
    title: 'Postulación laboral',
    intro:
      'Contanos tu experiencia y el área que te interesa. Por ahora no se puede adjuntar el currículum: si tu perfil coincide con una búsqueda, te respondemos por teléfono o por correo electrónico.',
    messageLabel: 'Tu experiencia y el área que te interesa',
  },
  coverage: {
    type: MESSAGE_TYPES.contact,
    title: messages.contactFormTitle,
    intro:
      'Dejanos tus datos y un asesor te confirma si llegamos a tu domicilio y cuándo podemos hacer la instalación.',
    messageLabel: 'Qué servicio te interesa',
  },
} as const satisfies Record<string, ContactTopicTexts>;

export type ContactTopic = keyof typeof CONTACT_TOPICS;

const DEFAULT_TOPIC: ContactTopicTexts = {
  type: MESSAGE_TYPES.contact,
  title: messages.contactFormTitle,
  intro: 'Dejanos tus datos y un asesor se va a comunicar con vos.',
  messageLabel: 'Mensaje',
};

/** Texts for the topic the opener passed as modal data; anything else gets the general contact texts. */
export function contactTopicTexts(topic: unknown): ContactTopicTexts {
  return typeof topic === 'string' && Object.hasOwn(CONTACT_TOPICS, topic)
    ? CONTACT_TOPICS[topic as ContactTopic]
    : DEFAULT_TOPIC;
}
