// Captcha (spec §7 isHuman): the configured provider's challenge, and a solved captcha exchanged for a pass.
import {
  captchaChallengeResponseSchema,
  captchaPassResponseSchema,
  captchaRequestSchema,
} from '../schemas/account/auth.js';
import { commonErrorResponses, defineContract, validationErrorResponses } from './define-contract.js';

export const getCaptchaChallenge = defineContract({
  operationId: 'getCaptchaChallenge',
  method: 'GET',
  path: '/api/isHuman/challenge/',
  tag: 'captcha',
  summary: 'Proveedor de captcha configurado y, para ALTCHA, un desafío firmado (10 minutos)',
  responses: { 200: captchaChallengeResponseSchema, ...commonErrorResponses },
});

export const exchangeCaptcha = defineContract({
  operationId: 'exchangeCaptcha',
  method: 'POST',
  path: '/api/isHuman/recaptcha_request/',
  tag: 'captcha',
  summary:
    'Verifica el captcha resuelto (token ALTCHA o reCAPTCHA) y entrega un pase de un solo uso para una acción',
  description:
    '`action` dice para qué llamada es el pase (message, password-reset, recover-user, registration, ' +
    'assistance); el pase vale 2 minutos, para una sola llamada de esa acción. 400 CAPTCHA_FAILED ' +
    '("Error al verificar CAPTCHA.") si no se verifica o si el captcha resuelto se reutiliza.',
  body: captchaRequestSchema,
  responses: { 200: captchaPassResponseSchema, ...validationErrorResponses },
});
