import type { Tone } from '../tone/tone';

/**
 * Request states (Mis gestiones) and invoice states (spec: PAGA, IMPAGA, PARCIAL, ENVIADA, ANULADA) by tone.
 * Keys are upper-cased, so 'En curso' and 'EN CURSO' match; an unknown state is neutral.
 */
const STATUS_TONES: Record<string, Tone> = {
  RECIBIDO: 'info',
  'EN CURSO': 'warning',
  // Waiting on the customer asks them to act: the attention tone, apart from 'En curso'.
  'ESPERANDO TU RESPUESTA': 'promo',
  RESUELTO: 'success',
  RECHAZADO: 'neutral',
  CERRADO: 'neutral',
  PAGA: 'success',
  IMPAGA: 'danger',
  PARCIAL: 'warning',
  ENVIADA: 'info',
  ANULADA: 'neutral',
};

export function statusTone(status: string): Tone {
  return STATUS_TONES[status.trim().toLocaleUpperCase('es-AR')] ?? 'neutral';
}
