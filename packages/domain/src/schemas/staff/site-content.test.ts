import { describe, expect, it } from 'vitest';
import { popupPageMap, popupTypeOf } from '../../rules/content/popup-pages.js';
import { zodErrorToFields } from '../validation-fields.js';
import { companyDataInputSchema } from './company-data.js';
import { answerParagraphs, helpArticleInputSchema } from './help-articles.js';
import { popupInputSchema } from './site-popups.js';

const fieldsOf = (result: { success: boolean; error?: Parameters<typeof zodErrorToFields>[0] }) =>
  result.error ? zodErrorToFields(result.error) : {};

const company = {
  phone: '0800-555-0826',
  phones: [{ label: 'Oficina Ushuaia', number: '02901 43-1234' }],
  whatsapp: '5492901551234',
  email: 'atencion@example.com',
  address: { address: 'San Martín', number: '1234' },
  opening_hours: { office: 'Lunes a viernes de 9 a 14 h', phone_support: 'Todos los días de 9 a 21 h' },
  social_media: {
    facebook: 'https://www.facebook.com/portal',
    x: '',
    instagram: '',
    youtube: 'https://youtube.com/@p',
  },
  covered_localities: ['Ushuaia'],
};

describe('company data schema', () => {
  it('takes the data the site shows, with empty social links and email allowed', () => {
    expect(companyDataInputSchema.safeParse(company).success).toBe(true);
    expect(companyDataInputSchema.safeParse({ ...company, email: '', phone: '08005550826' }).success).toBe(
      true,
    );
  });

  it('checks phone formats and each network host, in Spanish per field', () => {
    const fields = fieldsOf(
      companyDataInputSchema.safeParse({
        ...company,
        phone: '2901-555',
        whatsapp: '+54 9 2901 55-1234',
        phones: [{ label: 'Oficina', number: '43-1234' }],
        social_media: {
          ...company.social_media,
          x: 'http://x.com/portal',
          youtube: 'https://www.youtube.com.evil.example/x',
        },
      }),
    );
    expect(fields).toMatchObject({
      phone: 'Escribí la línea gratuita como 0800-555-0826.',
      whatsapp: expect.stringContaining('solo con dígitos'),
      'phones.0.number': 'Escribí el teléfono con su código de área, por ejemplo 02901 43-1234.',
      'social_media.x': expect.stringContaining('https://x.com/'),
      'social_media.youtube': expect.stringContaining('YouTube'),
    });
  });
});

describe('pop-up schema', () => {
  const popup = { message: '<p>Hola</p>', pages: ['/'], dateFrom: '2026-12-01', dateUntil: '2026-12-01' };

  it('takes a one-day window and turns empty button fields into none', () => {
    const parsed = popupInputSchema.parse({ ...popup, link: '', linkText: '' });
    expect(parsed).toMatchObject({ link: null, linkText: null, active: true });
  });

  it('asks for a window that ends after it starts, a button with both parts and a known page', () => {
    expect(fieldsOf(popupInputSchema.safeParse({ ...popup, dateUntil: '2026-11-30' }))).toEqual({
      dateUntil: 'El último día tiene que ser el mismo o posterior al primero.',
    });
    expect(fieldsOf(popupInputSchema.safeParse({ ...popup, link: '/internet' }))).toEqual({
      linkText: 'Escribí el texto del botón del enlace.',
    });
    expect(
      fieldsOf(popupInputSchema.safeParse({ ...popup, link: '//evil.example', linkText: 'Ir' })),
    ).toHaveProperty('link');
    expect(fieldsOf(popupInputSchema.safeParse({ ...popup, pages: ['/gestion'] }))).toHaveProperty('pages.0');
  });

  it('serves each target page under its fixed type, stored pairs on top', () => {
    expect(popupTypeOf('/internet')).toBe(3);
    expect(popupPageMap({ '9': '/nosotros' })).toMatchObject({
      '1': '/',
      '3': '/internet',
      '9': '/nosotros',
    });
  });
});

describe('help article schema', () => {
  it('asks for each field in Spanish and splits answers at blank lines', () => {
    expect(
      fieldsOf(helpArticleInputSchema.safeParse({ section: 'x', question: ' ', answer: '', sortOrder: 'a' })),
    ).toEqual({
      section: 'Elegí la sección.',
      question: 'Escribí la pregunta.',
      answer: 'Escribí la respuesta.',
      sortOrder: 'Escribí un número de orden.',
    });
    expect(answerParagraphs('Uno\nsigue.\n\n  Dos  \n\n\n')).toEqual(['Uno sigue.', 'Dos']);
  });
});
