// The one Spanish catalogue of user-visible texts, in the site's voice (vos, es-AR). Texts quoted by the spec
// keep its wording with the spelling corrected and its usted turned to vos ('Ocurrió un error', 'intentá más
// tarde'); the generic texts below them are ours.

export const messages = {
  // The requests desk (issue #30 §2)
  deskStaleVersion: 'Otra persona cambió esta gestión. Recargala para ver los cambios.',
  deskInvalidStatusChange: 'Esta gestión no puede pasar a ese estado.',
  deskMemberNotInQueue: 'Solo un supervisor puede asignar la gestión a alguien que no trabaja esa cola.',
  deskMemberUnknown: 'Ese miembro no existe o no está activo.',
  deskNotWaitingCustomer: 'Esta gestión no está esperando tu respuesta.',
  // Login (spec §8)
  loginInvalidCredentials: 'Los datos ingresados son incorrectos',
  serverError: 'Error en el servidor, intentá más tarde',
  loginContactSupport: 'Ponete en contacto con el servicio al cliente',
  // Captcha
  captchaNotReady: 'reCAPTCHA no está listo.',
  captchaFailed: 'Error al verificar CAPTCHA.',
  // User recovery
  userNotFound: 'Usuario no encontrado.',
  unexpectedError: 'Ocurrió un error inesperado.',
  recoverUserFoundTitle: 'Usuario encontrado',
  recoverUserNoMatch: 'Los valores ingresados no corresponden con ningún usuario registrado.',
  recoverUserTryAgain:
    'Por favor, intentá de nuevo o ponete en contacto con el servicio de atención al cliente.',
  assistanceRequested: 'Pronto nos vamos a comunicar con vos para brindarte asistencia.',
  // Password recovery and reset
  recoverPasswordTitle: 'Recuperar Contraseña',
  emailNotFound: 'El mail ingresado no existe',
  errorOccurredDot: 'Ocurrió un error.',
  errorOccurred: 'Ocurrió un error',
  codePrompt: '¿Cuál es el código que recibiste?',
  passwordResetDone: 'Tu contraseña se restableció correctamente.',
  // Password rules (§5)
  passwordUppercase: 'La contraseña debe contener una mayúscula.',
  passwordMinLength: 'Debe contener como mínimo 6 caracteres',
  passwordsMustMatch: 'Las contraseñas deben coincidir.',
  // Automatic debit
  debitError: 'Hubo un error.',
  cardPrepaid: 'Error: la tarjeta no puede ser prepaga, tiene que ser bancaria.',
  cardNotArgentine: 'Error: la tarjeta que estás intentando usar no es de Argentina.',
  cardNotProcessed: 'Error: la tarjeta no pudo ser procesada, revisar los números.',
  cvuNotAllowed: 'No se admite CVU',
  debitNotRegistered: 'No tenés débito automático registrado.',
  debitBinInvalid: 'Ingresá los primeros números de la tarjeta (entre 6 y 16).',
  // Payments
  paymentRequestFailed: 'Ocurrió un error: {status}',
  payBothInvoices: 'Tenés que pagar las dos facturas.',
  paymentSelectInvoice: 'Elegí al menos una factura para pagar.',
  // Invoices, receipts and the account statement (issue #13 §1)
  invoicePdfUnavailable:
    'Esta factura todavía no tiene sus datos fiscales (CAE). Probá más tarde o consultanos por WhatsApp.',
  invoiceDownloadFailed: 'No pudimos descargar el documento. Intentá de nuevo en unos minutos.',
  // Session and phones
  sessionExpired: 'Tu sesión ha expirado, por favor iniciá sesión de nuevo.',
  phoneLimit: 'No podés tener más de dos números',
  // Cart (§2)
  cartAdded: 'Añadido al carrito',
  cartRemoved: 'Eliminado del carrito',
  cartEmptied: 'Carrito Vaciado',
  cartEmpty: 'No existen productos en el carrito',
  cartFormIntro: 'Enviando este formulario nos contactaremos para dar el alta a los servicios seleccionados',
  cartTotalLabel: 'Total Pesos',
  cartQuantityMax: 'Ya tenés el máximo de este plan en el carrito. Para más, consultanos.',
  allServicesContracted: 'Ya contás con todos los servicios',
  // Fixed labels of §2 that forms and modals reuse
  registered: '¡Registrado!',
  acceptTerms: 'Acepto las bases y condiciones',
  phoneRemoved: 'eliminado',
  contactFormTitle: 'Quiero que me contacten',
  formAcquire: 'Formulario para adquirir nuevos servicios',
  formPlanChange: 'Formulario cambiar de plan de TV / Internet',
  formHolderChange: 'Formulario solicitud de cambio de titularidad',
  formMove: 'Formulario de mudanza de servicio',
  formAuthorisation: 'Formulario para autorización de terceros',
  advisersWillCall: 'Un asesor se va a comunicar con vos dentro de los próximos 3 días hábiles.',
  networkChangesSaved: 'Los cambios pueden demorar hasta 5 minutos en aplicarse.',

  // Generic field errors (ours)
  required: 'Este campo es obligatorio.',
  tooLong: 'Máximo {n} caracteres.',
  tooShort: 'Mínimo {n} caracteres.',
  invalidEmail: 'Ingresá un email válido.',
  digitsOnly: 'Ingresá solo números.',
  invalidValue: 'El valor ingresado no es válido.',
  invalidOption: 'Elegí una opción de la lista.',
  invalidDni: 'Ingresá un DNI válido (solo números).',
  invalidPhone: 'Ingresá un teléfono válido (solo números, con característica).',
  invalidDate: 'Ingresá una fecha válida.',
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  birthDateNotAdult: 'Tenés que ser mayor de 18 años.',
  codeLength: 'El código debe tener 6 números.',
  passwordTooLong: 'La contraseña puede tener como máximo 40 caracteres.',
  mustAcceptTerms: 'Tenés que aceptar las bases y condiciones.',
  positionOutsideMap: 'Marcá una ubicación dentro de Ushuaia.',
  // CBU
  cbuLength: 'El CBU debe tener exactamente 22 números.',
  cbuForbiddenPrefix: 'No se admiten CBU que empiecen con 453.',
  cbuCheckDigits: 'El CBU no es válido: revisá los números.',
  cbuBankMismatch: 'El CBU corresponde a {cbuBank}, no a {chosenBank}.',
  // Card
  cardLength: 'El número de tarjeta debe tener entre 14 y 16 números.',
  cardLuhn: 'El número de tarjeta no es válido: revisá los números.',
  cardExpiryInvalid: 'Ingresá un vencimiento válido (MM/AAAA).',
  cardExpiryPast: 'La tarjeta está vencida.',
  cardMethodInvalid: 'Elegí un medio de pago de la lista.',
  bankRequired: 'Elegí un banco.',
  holderIdTooShort: 'El documento del titular debe tener más de 6 caracteres.',
  holderTooShort: 'El titular debe tener más de 1 caracter.',
  // Phones
  phonePrefixInvalid: 'La característica debe tener entre 2 y 4 números, sin el 0.',
  phoneNumberInvalid: 'El número debe tener entre 5 y 10 números, sin el 0 ni el 15.',
  phoneLastOne: 'Tenés que conservar al menos un teléfono.',
  // Files
  fileNotPdf: 'Solo se admiten archivos PDF, JPG o PNG.',
  fileTooLarge: 'El archivo supera el tamaño máximo de 10 MB.',
  filesMissing: 'Faltan adjuntar archivos obligatorios.',
  holderChangeFiles: 'Adjuntá el frente y el dorso del DNI del nuevo titular (2 archivos PDF, JPG o PNG).',
  authorisationFiles:
    'Adjuntá el frente y el dorso del DNI del titular y de la factura (4 archivos PDF, JPG o PNG).',
  // Forms
  planRequired: 'Elegí al menos un plan de Internet o Click TV.',
  planUnchanged: 'Elegí un plan distinto del que ya tenés.',
  // Trámites (issue #15)
  productAlreadyContracted: 'Ya tenés este servicio en esta cuenta: pedí un cambio de plan.',
  productNotContracted: 'No tenés este servicio en esta cuenta: pedilo como un servicio nuevo.',
  planUnavailable: 'Este plan no está disponible: elegí otro de la lista.',
  holderOnly: 'Este trámite lo tiene que hacer el titular del servicio desde su cuenta.',
  cartItemsRequired: 'Agregá al menos un producto al carrito.',
  telephonyNotOffered: 'No ofrecemos telefonía: quitá este producto del carrito.',
  cartItemChanged: 'El precio o el plan cambió desde que lo agregaste: revisá el carrito.',
  // Messages endpoint (ours)
  // Request confirmations (ADR 0065): one name for the number, on screen and in mails; what each
  // confirmation says is in message-confirmations.ts, loaded only with the forms and the API
  requestNumberLabel: 'Número de gestión',
  // HTTP-level errors (ours, except internal error which reuses the spec's text)
  validationFailed: 'Revisá los datos ingresados.',
  firstEntryPending: 'Primero tenés que completar la verificación de tu cuenta.',
  firstEntryPendingDetail:
    'Hasta entonces no podemos mostrarte los datos de tu cuenta. Si necesitás ayuda, comunicate con nosotros.',
  firstEntryBirthDateMissing: 'Cargá tu fecha de nacimiento para continuar.',
  codeInvalid: 'El código ingresado es incorrecto.',
  codeExpired: 'El código expiró. Pedí uno nuevo.',
  // Accounts (ours)
  emailAlreadyRegistered: 'Ya existe un usuario registrado con ese email.',
  // Contact data and password change (ours)
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  linkInvalid: 'El enlace no es válido. Abrilo de nuevo desde el email que te enviamos.',
  phoneLimitReason: 'Ya tenés dos teléfonos: para agregar otro, eliminá uno.',
  passwordChanged: 'Tu contraseña se cambió correctamente.',
  contactDataSaved: 'Tus datos se guardaron.',
  errorTryAgain: 'Ocurrió un error. Intentá de nuevo en unos minutos.',
  unexpectedAnswer: 'Respuesta inesperada del servidor. Intentá de nuevo más tarde.',
  // Idempotency-Key (ours): a retried submission never files the same request twice
  // Mis servicios (issue #11 §2)
  electronicInvoiceChoiceRequired: 'Indicá si querés recibir la factura electrónica.',
  // Billing system answers that the API's error codes carry (the rest: billing-messages.ts)
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders, e.g. `formatMessage(messages.tooLong, { n: 60 })`. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export const tooLongMessage = (n: number): string => formatMessage(messages.tooLong, { n });
export const tooShortMessage = (n: number): string => formatMessage(messages.tooShort, { n });
