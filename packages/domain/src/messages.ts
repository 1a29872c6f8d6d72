// The one Spanish catalogue of user-visible texts, in the site's voice (vos, es-AR). Texts quoted by the spec
// keep its wording with the spelling corrected and its usted turned to vos ('Ocurrió un error', 'intentá más
// tarde'); the generic texts below them are ours.

export const messages = {
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
  // Payments
  paymentRequestFailed: 'Ocurrió un error: {status}',
  payBothInvoices: 'Tenés que pagar las dos facturas.',
  paymentSelectInvoice: 'Elegí al menos una factura para pagar.',
  paymentAmountMismatch:
    'El importe no coincide con el saldo de las facturas elegidas. Actualizá la página y volvé a intentar.',
  invoicesNotPayable:
    'Alguna de las facturas elegidas no se puede pagar: elegí facturas impagas tuyas, de la más vieja a la más nueva.',
  paymentLinkExists: 'Ya tenés un link de pago abierto. Pagalo o eliminalo para generar otro.',
  paymentLinkClosed: 'Este link de pago ya no está abierto: se pagó, se eliminó o venció.',
  paymentGatewayError: 'No pudimos comunicarnos con la pasarela de pago. Intentá de nuevo en unos minutos.',
  webhookSignatureInvalid: 'La firma de la notificación no es válida.',
  paymentReceiptMailSubject: 'Recibimos tu pago de {amount}',
  paymentReversedMailSubject: 'Pago revertido ({status}): cliente {customer}',
  paymentUnallocatedMailSubject: 'Pago con saldo a favor: cliente {customer}',
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
  fileNotPdf: 'Solo se admiten archivos PDF.',
  fileTooLarge: 'El archivo supera el tamaño máximo de 10 MB.',
  filesMissing: 'Faltan adjuntar archivos obligatorios.',
  holderChangeFiles: 'Adjuntá el frente y el dorso del DNI del nuevo titular (2 archivos PDF).',
  authorisationFiles: 'Adjuntá el frente y el dorso del DNI del titular y de la factura (4 archivos PDF).',
  // Forms
  planRequired: 'Elegí al menos un plan de Internet o Click TV.',
  planUnchanged: 'Elegí un plan distinto del que ya tenés.',
  cartItemsRequired: 'Agregá al menos un producto al carrito.',
  telephonyNotOffered: 'No ofrecemos telefonía: quitá este producto del carrito.',
  cartItemUnavailable: 'Este plan ya no está disponible: quitalo del carrito.',
  cartItemChanged: 'El precio o el plan cambió desde que lo agregaste: revisá el carrito.',
  cartAddOnUnavailable: 'Este adicional no está disponible con el plan elegido.',
  // Messages endpoint (ours)
  companyCodeMismatch: 'El código de empresa no corresponde.',
  unknownMessageType: 'Tipo de mensaje desconocido.',
  filesTooLarge: 'Los archivos adjuntos superan el tamaño máximo total de 40 MB.',
  tooManyFiles: 'Adjuntaste más archivos de los que pide el formulario.',
  multipartNotExpected: 'Este formulario se envía sin archivos adjuntos.',
  multipartInvalid: 'No pudimos leer los archivos enviados. Probá enviarlos de nuevo.',
  pdfInvalid: 'El archivo debe ser un PDF válido.',
  uploadDailyLimit: 'Llegaste al límite de archivos que podés enviar por hoy. Probá de nuevo mañana.',
  hostInvalid: 'La solicitud no indica a qué sitio va dirigida (falta el encabezado Host).',
  // Request confirmations (ADR 0065): one name for the number, on screen and in mails; what each
  // confirmation says is in message-confirmations.ts, loaded only with the forms and the API
  requestNumberLabel: 'Número de gestión',
  requestNumberMailSubject: 'Recibimos tu solicitud: número de gestión {number}',

  // HTTP-level errors (ours, except internal error which reuses the spec's text)
  validationFailed: 'Revisá los datos ingresados.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  apiKeyMissing: 'Falta la clave de acceso a la API (X-Api-Key).',
  apiKeyInvalid: 'La clave de acceso a la API no es válida.',
  unauthorized: 'Tu sesión ha expirado, por favor iniciá sesión de nuevo.',
  forbidden: 'No tenés permiso para realizar esta acción.',
  firstEntryPending: 'Primero tenés que completar la verificación de tu cuenta.',
  firstEntryPendingDetail:
    'Hasta entonces no podemos mostrarte los datos de tu cuenta. Si necesitás ayuda, comunicate con nosotros.',
  firstEntryStepDone: 'Este paso de la verificación ya está hecho. Actualizá la página para seguir.',
  firstEntryPhoneMissing: 'Cargá al menos un teléfono para continuar.',
  firstEntryBirthDateMissing: 'Cargá tu fecha de nacimiento para continuar.',
  firstEntryCodeMailSubject: 'Código para verificar tu cuenta',
  notFound: 'No encontramos lo que buscás.',
  conflict: 'La solicitud entra en conflicto con el estado actual. Actualizá la página y volvé a intentar.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'El formato de la solicitud no es compatible.',
  tooManyRequests: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.',
  codeInvalid: 'El código ingresado es incorrecto.',
  codeExpired: 'El código expiró. Pedí uno nuevo.',
  // Accounts (ours)
  emailAlreadyRegistered: 'Ya existe un usuario registrado con ese email.',
  accountLocked: 'Demasiados intentos fallidos. Esperá un minuto y volvé a intentar.',
  resetCodeMailSubject: 'Código para restablecer tu contraseña',
  // Contact data and password change (ours)
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  passwordUnchanged: 'La nueva contraseña tiene que ser distinta de la actual.',
  passwordChanged: 'Tu contraseña se cambió correctamente.',
  emailUnchanged: 'Ese ya es tu email de acceso.',
  emailChangeCodeMailSubject: 'Código para confirmar tu nuevo email',
  emailChangedNoticeSubject: 'Cambiamos el email de tu cuenta',
  phoneChangedMeanwhile: 'Tus teléfonos cambiaron mientras editabas. Cerrá y volvé a abrir tus datos.',
  phoneDuplicate: 'Ese teléfono ya está cargado.',
  contactDataSaved: 'Tus datos se guardaron.',
  registrationMailSubject: 'Recibimos tu solicitud de registro',
  serviceUnavailable: 'El servicio no está disponible en este momento. Intentá más tarde.',
  errorTryAgain: 'Ocurrió un error. Intentá de nuevo en unos minutos.',
  unexpectedAnswer: 'Respuesta inesperada del servidor. Intentá de nuevo más tarde.',
  serverBusy: 'Hay muchas solicitudes en este momento. Intentá de nuevo en unos segundos.',
  // Idempotency-Key (ours): a retried submission never files the same request twice
  idempotencyKeyInvalid: 'La clave de reintento (Idempotency-Key) no es válida.',
  idempotencyKeyReused:
    'Esta clave de reintento ya se usó con otros datos. Volvé a enviar el formulario como un envío nuevo.',
  idempotencyInProgress:
    'Tu envío anterior todavía se está procesando. Esperá unos segundos y volvé a intentar.',
  // Mis servicios (issue #11 §2)
  electronicInvoiceChoiceRequired: 'Indicá si querés recibir la factura electrónica.',
  electronicInvoiceNeedsEmail:
    'Para recibir la factura electrónica necesitamos tu email. Actualizá tus datos de contacto.',
  electronicInvoiceOnMailSubject: 'Activaste la factura electrónica',
  electronicInvoiceOffMailSubject: 'Desactivaste la factura electrónica',
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
