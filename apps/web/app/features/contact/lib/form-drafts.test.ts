import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft } from './form-drafts';

afterEach(() => sessionStorage.clear());

describe('form drafts', () => {
  it('keeps the typed text of the listed fields until cleared', () => {
    saveDraft('message-1', ['name', 'message'], { name: 'Ana', message: 'Hola', type: 1, other: 'x' });
    expect(readDraft('message-1', ['name', 'message'])).toEqual({ name: 'Ana', message: 'Hola' });
    expect(readDraft('message-6', ['name'])).toEqual({});
    clearDraft('message-1');
    expect(readDraft('message-1', ['name', 'message'])).toEqual({});
  });

  it('drops an all-empty draft and ignores fields the form does not have or bad JSON', () => {
    saveDraft('message-1', ['name'], { name: 'Ana' });
    saveDraft('message-1', ['name'], { name: '' });
    expect(sessionStorage.getItem('portal:draft:message-1')).toBeNull();
    sessionStorage.setItem('portal:draft:message-3', JSON.stringify({ address: 'Maipú', password: 'x' }));
    expect(readDraft('message-3', ['address'])).toEqual({ address: 'Maipú' });
    sessionStorage.setItem('portal:draft:message-8', '{nope');
    expect(readDraft('message-8', ['address'])).toEqual({});
  });
});
