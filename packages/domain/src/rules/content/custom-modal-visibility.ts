// Pop-up visibility (spec §2 'Informational pop-ups') as a pure rule, apart from the zod schemas, so the
// browser can check it without downloading zod.
import type { CustomModal } from '../../schemas/content/content.js';

/**
 * Shown only on its configured page (`config.im[type]`), while active and between datefrom and
 * dateuntil (inclusive).
 */
export function isCustomModalVisible(
  modal: Pick<CustomModal, 'type' | 'active' | 'datefrom' | 'dateuntil'>,
  path: string,
  im: Readonly<Record<string, string>>,
  now: Date = new Date(),
): boolean {
  if (!modal.active || im[String(modal.type)] !== path) return false;
  const from = Date.parse(modal.datefrom);
  const until = Date.parse(modal.dateuntil);
  const t = now.getTime();
  return (Number.isNaN(from) || t >= from) && (Number.isNaN(until) || t <= until);
}
