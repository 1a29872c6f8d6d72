// Attachment rules of the Trámites forms (spec §5): PDFs, and photos (JPEG, PNG) the server turns into PDFs.
import { AUTHORISATION_MIN_FILES, HOLDER_CHANGE_MIN_FILES, MAX_UPLOAD_BYTES } from '../../constants.js';
import { MESSAGE_TYPES, type MessageType } from '../../message-types.js';
import { messages } from '../../messages.js';

/** Minimum attachments per message type; types not listed take none. */
export const MIN_FILES_BY_TYPE: Partial<Record<MessageType, number>> = {
  [MESSAGE_TYPES.holderChange]: HOLDER_CHANGE_MIN_FILES,
  [MESSAGE_TYPES.authorisation]: AUTHORISATION_MIN_FILES,
};

export function minFilesFor(type: MessageType): number {
  return MIN_FILES_BY_TYPE[type] ?? 0;
}

export function hasEnoughFiles(type: MessageType, count: number): boolean {
  return count >= minFilesFor(type);
}

export function missingFilesMessage(type: MessageType): string {
  if (type === MESSAGE_TYPES.holderChange) return messages.holderChangeFiles;
  if (type === MESSAGE_TYPES.authorisation) return messages.authorisationFiles;
  return messages.filesMissing;
}

export interface FileDescription {
  name: string;
  /** MIME type as reported by the browser or the multipart part; may be empty. */
  type?: string;
  size?: number;
}

/** What an upload may be; staff always receive a PDF (the server converts the photos, ADR 0086). */
export type UploadKind = 'pdf' | 'jpeg' | 'png';

const KIND_BY_EXTENSION: Record<string, UploadKind> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };
const ACCEPTED_MIME_TYPES = new Set(['application/pdf', 'application/x-pdf', 'image/jpeg', 'image/png']);

/** The file input's `accept`: what the slots offer to pick. */
export const ACCEPTED_UPLOAD_TYPES = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The kind a file's name claims ('dni.JPG' is a JPEG), or null for any other extension. */
export function uploadKindOfName(name: string): UploadKind | null {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return KIND_BY_EXTENSION[extension] ?? null;
}

/** The stored document's name: a photo becomes the PDF made of it ('dni.jpg' -> 'dni.pdf'). */
export function storedPdfName(name: string): string {
  return name.replace(/\.(?:jpe?g|png)$/i, '.pdf');
}

/** Cheap first check on name and declared type; the server also checks the content. */
export function looksLikeAcceptedFile(file: FileDescription): boolean {
  const mime = (file.type ?? '').toLowerCase();
  return uploadKindOfName(file.name) !== null && (mime === '' || ACCEPTED_MIME_TYPES.has(mime));
}

export function isWithinUploadSize(size: number): boolean {
  return size > 0 && size <= MAX_UPLOAD_BYTES;
}

export type FileError = 'notAccepted' | 'tooLarge';

export function checkFile(file: FileDescription): FileError | null {
  if (!looksLikeAcceptedFile(file)) return 'notAccepted';
  if (file.size !== undefined && !isWithinUploadSize(file.size)) return 'tooLarge';
  return null;
}

export function fileErrorMessage(error: FileError): string {
  return error === 'notAccepted' ? messages.fileNotPdf : messages.fileTooLarge;
}

/** File slots are keyed by name; re-picking replaces the file in that slot. */
export function replaceFileSlot<F>(
  slots: Readonly<Record<string, F>>,
  key: string,
  file: F,
): Record<string, F> {
  return { ...slots, [key]: file };
}

export function removeFileSlot<F>(slots: Readonly<Record<string, F>>, key: string): Record<string, F> {
  const { [key]: _removed, ...rest } = slots;
  return rest;
}

/** Slot names of each form, in the order the documents are asked for. */
export const FILE_SLOTS = {
  [MESSAGE_TYPES.holderChange]: ['dni_frente', 'dni_dorso'],
  [MESSAGE_TYPES.authorisation]: ['dni_frente', 'dni_dorso', 'factura_frente', 'factura_dorso'],
} as const;

/** What each slot holds, as forms, Mis gestiones and staff mails name it. */
export const FILE_SLOT_LABELS: Record<string, string> = {
  dni_frente: 'DNI (frente)',
  dni_dorso: 'DNI (dorso)',
  factura_frente: 'Factura (frente)',
  factura_dorso: 'Factura (dorso)',
  // The files a customer sends with an answer on the desk (issue #30 §3).
  respuesta_1: 'Archivo de tu respuesta',
  respuesta_2: 'Archivo de tu respuesta',
};

export function fileSlotLabel(slot: string): string {
  return FILE_SLOT_LABELS[slot] ?? slot.replace(/_/g, ' ');
}
