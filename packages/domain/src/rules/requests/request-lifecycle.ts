// What a request is on both sides of the desk: its stored status and its legal class. Apart from the staff's
// vocabulary (rules/staff/desk-workflow.ts) so the customer's pages carry only these two lists.

/** Stored statuses. 'received' is the desk's 'nuevo'; older rows keep their values. */
export const DESK_STATUSES = [
  'received',
  'in_progress',
  'waiting_customer',
  'resolved',
  'rejected',
  'spam',
] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

/**
 * Legal classes (Res. 733/2017 as amended by Res. 363/2018; 'datos': Ley 25.326 art. 16, access, rectification
 * and suppression of personal data); their business days are in desk-workflow.ts.
 */
export const REQUEST_CLASSES = ['falla', 'facturacion', 'datos', 'otros'] as const;
export type RequestClass = (typeof REQUEST_CLASSES)[number];

/** A request's number as customers read it, e.g. 'G-2026-000123' (prefix by type, year, sequence). */
export const REQUEST_NUMBER_PATTERN = /^[A-Z]{1,4}-\d{4}-\d{6,}$/;
