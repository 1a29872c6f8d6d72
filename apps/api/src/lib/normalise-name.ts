// Name comparison for the recover-user form: people type names without accents, in any case and with
// irregular spaces ('MARTINA fernandez' must match 'Martina Fernández').
export function normaliseName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether the typed name is the first name, or first name and surname in either order. */
export function nameMatches(typed: string, nombre: string, apellido: string): boolean {
  const given = normaliseName(typed);
  if (!given) return false;
  const first = normaliseName(nombre);
  const last = normaliseName(apellido);
  return [first, `${first} ${last}`.trim(), `${last} ${first}`.trim()].includes(given);
}
