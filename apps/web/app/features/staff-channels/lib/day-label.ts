/** 'YYYY-MM-DD' as the desk reads dates, '27/01/2027', without passing through a time zone. */
export function dayLabel(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}
