import { OFFICE_HOURS } from '@portal/domain';

const hour = (hhmm: string) => String(Number(hhmm.slice(0, 2)));

/** 'Lunes a viernes de 9 a 14 h', 'Sábados de 10 a 13 h' from the shared office hours. */
export function officeHoursLines(): string[] {
  return OFFICE_HOURS.map(({ days, from, to }) => {
    const label = days.charAt(0) + days.slice(1).toLowerCase();
    return `${label} de ${hour(from)} a ${hour(to)} h`;
  });
}
