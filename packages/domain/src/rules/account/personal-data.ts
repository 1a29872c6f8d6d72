// Ley 25.326 in Mi cuenta (issue #32 §4): the legend Disp. 10/2008 (AAIP) asks for under forms that collect
// personal data, and what a suppression request cannot erase because tax law asks the company to keep it.

/** Disposición 10/2008 de la Dirección Nacional de Protección de Datos Personales, today the AAIP. */
export const AAIP_LEGEND =
  'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma ' +
  'gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto ' +
  'conforme lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326. La AGENCIA DE ACCESO A LA ' +
  'INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de ' +
  'atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por ' +
  'incumplimiento de las normas vigentes en materia de protección de datos personales.';

/** Said before and after a suppression request: what stays (Ley 25.326 art. 16 inc. 5; Ley 11.683 art. 48). */
export const SUPPRESSION_RETENTION_NOTICE =
  'Vamos a suprimir los datos que ya no necesitemos. Las facturas, los pagos y los datos que figuran en ' +
  'ellos los tenemos que conservar mientras la ley lo exija: la Ley 11.683 de Procedimiento Tributario y ' +
  'las normas de ARCA (ex AFIP) nos obligan a guardar la documentación fiscal por lo menos 10 años. ' +
  'Tampoco podemos suprimir los datos de un servicio que siga activo ni los de una deuda pendiente.';

/** What the portal knows of the terms accepted at registration: it never stored their version. */
export const TERMS_CONSENT_DETAIL =
  'Aceptaste los Términos y condiciones al registrarte en el portal. El portal no guardó qué versión ' +
  'estaba vigente ese día.';
