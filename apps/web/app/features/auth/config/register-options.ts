// Options of the register steps. The spec's flow shipped with placeholder labels (FALTA) and dummy
// options; these are the ones a person in Ushuaia would expect to choose from.
import { GENDERS } from '@portal/domain';

export const GENDER_OPTIONS = GENDERS;

export const RESIDENCE_OPTIONS = ['Casa', 'Departamento', 'Dúplex', 'Local comercial', 'Otro'] as const;

export const PROPERTY_OPTIONS = ['Propietario', 'Inquilino'] as const;

export const HOW_HEARD_OPTIONS = [
  'Recomendación de un familiar o amigo',
  'Redes sociales',
  'Radio o televisión',
  'Publicidad en la vía pública',
  'Buscador de internet',
  'En nuestras oficinas',
  'Otro',
] as const;

export const PREVIOUS_PROVIDER_OPTIONS = [
  'No tenía internet',
  'Otra empresa de cable o fibra óptica',
  'Internet satelital',
  'Internet inalámbrica (antena)',
  'Datos del celular',
  'Otro',
] as const;
