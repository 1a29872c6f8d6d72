// Times are stored in UTC and shown in the provider's zone.
const dateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Ushuaia',
  dateStyle: 'short',
  timeStyle: 'short',
});

export function formatDeskDateTime(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}
