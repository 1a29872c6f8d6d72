import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../constants.js';
import { messages } from '../../messages.js';
import {
  checkFile,
  hasEnoughFiles,
  looksLikeAcceptedFile,
  storedPdfName,
  uploadKindOfName,
  minFilesFor,
  missingFilesMessage,
  removeFileSlot,
  replaceFileSlot,
} from './files.js';

describe('file counts', () => {
  it('holder change needs more than 1 file', () => {
    expect(minFilesFor(11)).toBe(2);
    expect(hasEnoughFiles(11, 1)).toBe(false);
    expect(hasEnoughFiles(11, 2)).toBe(true);
  });
  it('authorisation needs more than 3 files', () => {
    expect(minFilesFor(13)).toBe(4);
    expect(hasEnoughFiles(13, 3)).toBe(false);
    expect(hasEnoughFiles(13, 4)).toBe(true);
  });
  it('other types need none', () => {
    expect(minFilesFor(1)).toBe(0);
    expect(hasEnoughFiles(12, 0)).toBe(true);
  });
  it('explains what is missing', () => {
    expect(missingFilesMessage(11)).toBe(messages.holderChangeFiles);
    expect(missingFilesMessage(13)).toBe(messages.authorisationFiles);
    expect(missingFilesMessage(1)).toBe(messages.filesMissing);
  });
});

describe('PDF, JPG or PNG', () => {
  it('checks name and declared type', () => {
    expect(looksLikeAcceptedFile({ name: 'dni.pdf', type: 'application/pdf' })).toBe(true);
    expect(looksLikeAcceptedFile({ name: 'DNI.PDF', type: '' })).toBe(true);
    expect(looksLikeAcceptedFile({ name: 'dni.jpg', type: 'image/jpeg' })).toBe(true);
    expect(looksLikeAcceptedFile({ name: 'DNI.JPEG', type: '' })).toBe(true);
    expect(looksLikeAcceptedFile({ name: 'dni.png', type: 'image/png' })).toBe(true);
    expect(looksLikeAcceptedFile({ name: 'dni.heic', type: 'image/heic' })).toBe(false);
    expect(looksLikeAcceptedFile({ name: 'dni.pdf', type: 'text/html' })).toBe(false);
    expect(looksLikeAcceptedFile({ name: 'dni.pdf.exe', type: 'application/pdf' })).toBe(false);
    expect(looksLikeAcceptedFile({ name: 'dni.txt', type: 'text/plain' })).toBe(false);
  });
  it('names the kind an extension claims, and the PDF a photo becomes', () => {
    expect(uploadKindOfName('foto.JPG')).toBe('jpeg');
    expect(uploadKindOfName('captura.png')).toBe('png');
    expect(uploadKindOfName('dni.pdf')).toBe('pdf');
    expect(uploadKindOfName('dni')).toBeNull();
    expect(storedPdfName('dni-frente.jpeg')).toBe('dni-frente.pdf');
    expect(storedPdfName('Captura.PNG')).toBe('Captura.pdf');
    expect(storedPdfName('dni.pdf')).toBe('dni.pdf');
  });
  it('caps the size', () => {
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'tooLarge',
    );
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('tooLarge');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('notAccepted');
  });
});

describe('file slots', () => {
  it('re-picking replaces the file in the slot, without mutating', () => {
    const first = replaceFileSlot<string>({}, 'dni_frente', 'a.pdf');
    const second = replaceFileSlot(first, 'dni_frente', 'b.pdf');
    expect(first).toEqual({ dni_frente: 'a.pdf' });
    expect(second).toEqual({ dni_frente: 'b.pdf' });
    expect(Object.keys(replaceFileSlot(second, 'dni_dorso', 'c.pdf'))).toHaveLength(2);
    expect(removeFileSlot(second, 'dni_frente')).toEqual({});
  });
});
