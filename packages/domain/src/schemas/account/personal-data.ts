// Mis datos (issue #32 §4, Ley 25.326): everything the portal holds about the signed-in person, as the JSON
// download carries it and the page and the PDF read it. Amounts in cents; debit numbers only masked.
import { z } from 'zod';
import { REQUEST_NUMBER_PATTERN } from '../../rules/requests/request-lifecycle.js';

const instant = z.string().describe('ISO 8601 UTC');
const day = z.string().describe('YYYY-MM-DD');

export const consentSchema = z.object({
  tipo: z.enum(['terminos', 'factura-electronica', 'debito-automatico']),
  clientenro: z
    .number()
    .int()
    .nullable()
    .describe('null: el consentimiento es del usuario, no de un cliente'),
  titulo: z.string(),
  vigente: z.boolean().describe('false si se revocó después'),
  fecha: instant.nullable(),
  detalle: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

export const personalDataRecordSchema = z.object({
  clientenro: z.number().int(),
  relacion: z.enum(['titular', 'autorizado']),
  nombre: z.string(),
  apellido: z.string(),
  tipoDocumento: z.string(),
  documento: z.string(),
  email: z.string().nullable(),
  emailAlternativo: z.string().nullable(),
  domicilio: z.string().nullable(),
  localidad: z.string().nullable(),
  codigoPostal: z.string().nullable(),
  fechaNacimiento: day.nullable(),
  estado: z.string(),
  telefonos: z.array(z.string()),
  servicios: z.array(z.object({ producto: z.string(), tipo: z.string(), estado: z.string() })),
  debitoAutomatico: z.array(
    z.object({
      medio: z.string().describe('Solo los últimos 4 dígitos, p. ej. "•••• 4242"'),
      marca: z.string().nullable(),
      titular: z.string(),
      documentoTitular: z.string(),
      estado: z.string(),
      alta: instant,
      baja: instant.nullable(),
    }),
  ),
  facturas: z.array(
    z.object({
      facturaid: z.number().int(),
      periodo: z.string().nullable(),
      emitida: day,
      vencimiento: day,
      importeCents: z.number().int(),
      saldoCents: z.number().int(),
      estado: z.string(),
    }),
  ),
  pagos: z.array(
    z.object({
      fecha: instant,
      importeCents: z.number().int(),
      estado: z.string(),
      medio: z.string(),
    }),
  ),
  cupones: z.array(
    z.object({ codigo: z.string(), titulo: z.string(), comercio: z.string(), usado: instant.nullable() }),
  ),
  cambiosDeContacto: z.array(
    z.object({
      campo: z.string(),
      anterior: z.string().nullable(),
      nuevo: z.string().nullable(),
      fecha: instant,
    }),
  ),
});
export type PersonalDataRecord = z.infer<typeof personalDataRecordSchema>;

export const personalDataRequestSchema = z.object({
  numero: z.string(),
  clientenro: z.number().int().nullable(),
  tipo: z.string(),
  fecha: instant,
  estado: z.string(),
  resumen: z.string(),
  mensajes: z
    .array(z.object({ fecha: instant, de: z.enum(['cliente', 'empresa']), texto: z.string() }))
    .describe('Los mensajes del cliente y las respuestas de la empresa; nunca las notas internas'),
});
export type PersonalDataRequest = z.infer<typeof personalDataRequestSchema>;

export const personalDataExportSchema = z.object({
  generado: instant,
  usuario: z.object({
    email: z.string(),
    creado: instant,
    ultimoIngreso: instant.nullable(),
    ultimoCambioDeContrasena: instant.nullable(),
  }),
  clientes: z.array(personalDataRecordSchema),
  gestiones: z.array(personalDataRequestSchema),
  consentimientos: z.array(consentSchema),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export const dataSuppressionFiledSchema = z.object({
  number: z.string().regex(REQUEST_NUMBER_PATTERN).describe('Número de gestión'),
  dueDate: day.describe('Último día hábil para responder (5 días hábiles, Ley 25.326 art. 16)'),
});
export type DataSuppressionFiled = z.infer<typeof dataSuppressionFiledSchema>;
