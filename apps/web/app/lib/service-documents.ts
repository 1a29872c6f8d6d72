/** The static PDFs in public/documentos: the footer and the customer information page link the same files. */
export const SERVICE_DOCUMENTS: readonly { label: string; href: string }[] = [
  { label: 'Resumen del contrato de servicio (PDF)', href: '/documentos/resumen-contrato-de-servicio.pdf' },
  { label: 'Derechos de los consumidores (PDF)', href: '/documentos/derechos-de-los-consumidores.pdf' },
  { label: 'Botón de arrepentimiento y baja (PDF)', href: '/documentos/arrepentimiento-y-baja.pdf' },
];
