/** The actions the audit log records, in words; an action not listed shows as its code. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff.sign-in': 'Ingreso',
  'staff.second-factor.enrol': 'Alta del segundo factor',
  'staff.second-factor.reset': 'Reinicio del segundo factor',
  'staff.password.change': 'Cambio de contraseña',
  'staff.member.create': 'Alta de miembro',
  'staff.member.update': 'Cambio de miembro',
  'audit.export': 'Exportación de auditoría',
  'attachment.download': 'Descarga de adjunto',
  'debit.export': 'Exportación de débitos',
  'request.change': 'Cambio de gestión',
  'request.respuesta': 'Respuesta al cliente',
  'request.nota': 'Nota interna',
  'request.merge': 'Fusión de gestiones',
  'requests.export': 'Exportación de gestiones',
  'desk_report.export': 'Exportación del informe',
  'customer.panel.read': 'Consulta de cliente',
  'canned_reply.create': 'Alta de respuesta guardada',
  'canned_reply.update': 'Cambio de respuesta guardada',
  'canned_reply.delete': 'Baja de respuesta guardada',
  'billing_import.check': 'Prueba de importación de facturas',
  'billing_import.apply': 'Importación de facturas',
  'billing.payments_export': 'Exportación de pagos',
  'payment_review.resolve': 'Pago revisado',
  'channel_grid.add': 'Alta de canal en la grilla',
  'channel_grid.move': 'Cambio de número o grupo de canal',
  'channel_grid.remove': 'Baja de canal de la grilla',
  'channel.rename': 'Cambio de nombre de canal',
  'channel.logo': 'Logo de canal',
  'payment_brand.create': 'Alta de medio de pago',
  'payment_brand.update': 'Cambio de medio de pago',
  'payment_brand.image': 'Imagen de medio de pago',
  'payment_brand.delete': 'Baja de medio de pago',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** A JSON state in one short line for the table (the CSV keeps it whole). */
export function compactState(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
