// Demo canned replies for the desk (issue #30 §2): the three answers a provider's desk writes most.
import type { Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export const demoCannedReplies = [
  {
    title: 'Recibimos tu gestión',
    body:
      'Hola {nombre}: recibimos tu gestión {nro_gestion} y ya la estamos revisando. Te respondemos antes del ' +
      '{fecha_limite}.\n\nSaludos,\n{agente}',
    queue: null,
  },
  {
    title: 'Factura impaga: link de pago',
    body:
      'Hola {nombre}: revisamos tu gestión {nro_gestion}. Tenés facturas pendientes; podés pagarlas en línea ' +
      'desde {link_pago}. Cuando se acredite el pago, el servicio se normaliza solo.\n\nSaludos,\n{agente}',
    queue: 'administracion',
  },
  {
    title: 'Visita técnica coordinada',
    body:
      'Hola {nombre}: por tu gestión {nro_gestion} coordinamos una visita técnica. Te vamos a llamar para ' +
      'confirmar el día y el horario. Si el servicio vuelve antes, avisanos respondiendo este mensaje.\n\n' +
      'Saludos,\n{agente}',
    queue: 'tecnica',
  },
] as const;

export async function seedCannedReplies(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('canned_replies')
    .values(demoCannedReplies.map((reply) => ({ ...reply, active: 1 })))
    .execute();
}
