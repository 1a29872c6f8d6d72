import { FILE_SLOTS, MESSAGE_TYPES } from '@portal/domain';

/** The five Trámites forms by message type (spec §2: forms 1, 3, 4, 5 and 6; there is no form 2). */
export type FormalityType = 9 | 10 | 11 | 12 | 13;

export const FORMALITY_FORM_TITLES: Record<FormalityType, string> = {
  [MESSAGE_TYPES.acquireService]: 'Formulario para adquirir nuevos servicios',
  [MESSAGE_TYPES.planChange]: 'Formulario cambiar de plan de TV / Internet',
  [MESSAGE_TYPES.holderChange]: 'Formulario solicitud de cambio de titularidad',
  [MESSAGE_TYPES.move]: 'Formulario de mudanza de servicio',
  [MESSAGE_TYPES.authorisation]: 'Formulario para autorización de terceros',
};

/** The documents each form asks for, in the order the server names repeated `files` parts. */
export function slotsOf(type: FormalityType): readonly string[] {
  return (FILE_SLOTS as Partial<Record<number, readonly string[]>>)[type] ?? [];
}
