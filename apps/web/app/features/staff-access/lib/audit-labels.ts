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
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** A JSON state in one short line for the table (the CSV keeps it whole). */
export function compactState(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
