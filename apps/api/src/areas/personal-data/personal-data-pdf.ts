// Mis datos as a readable PDF (issue #32 §4): the same content as the JSON download, with Spanish headings, in
// the portal's document layout (billing's pdf-layout), closed by the AAIP legend (Disp. 10/2008).
import {
  AAIP_LEGEND,
  formatDateTime,
  formatIsoDate,
  formatPesos,
  type PersonalDataExport,
  type PersonalDataRecord,
} from '@portal/domain';
import {
  CONTENT_WIDTH,
  PAGE_MARGIN,
  drawPairs,
  drawRule,
  drawTable,
  renderPdf,
  type Column,
  type Pdf,
} from '../billing/index.js';

const NONE = 'Sin datos';
const dateTime = (value: string | null): string => (value ? formatDateTime(value) : '—');
const orDash = (value: string | null): string => value || '—';

/** A heading with a little room above it; a new page when it would sit alone at the bottom. */
function heading(doc: Pdf, text: string, size = 12): void {
  if (doc.y > doc.page.height - PAGE_MARGIN - 120) doc.addPage();
  doc.y += 10;
  doc.font('Helvetica-Bold').fontSize(size).fillColor('black').text(text, PAGE_MARGIN, doc.y);
  doc.y += 4;
}

/** A table, or 'Sin datos' when it has no rows. */
function table(doc: Pdf, title: string, columns: Column[], rows: string[][]): void {
  heading(doc, title, 10);
  if (rows.length === 0) {
    doc.font('Helvetica').fontSize(9).text(NONE, PAGE_MARGIN, doc.y);
    return;
  }
  drawTable(doc, columns, rows);
}

function cols(...spec: Array<[string, number]>): Column[] {
  return spec.map(([header, share]) => ({ header, width: Math.floor(CONTENT_WIDTH * share) }));
}

function drawRecord(doc: Pdf, record: PersonalDataRecord): void {
  heading(doc, `Cliente N° ${record.clientenro} (${record.relacion})`, 13);
  drawRule(doc, doc.y);
  doc.y += 4;
  drawPairs(
    doc,
    [
      ['Nombre y apellido', `${record.nombre} ${record.apellido}`],
      ['Documento', `${record.tipoDocumento} ${record.documento}`],
      ['Email', orDash(record.email)],
      ['Email alternativo', orDash(record.emailAlternativo)],
      ['Teléfonos', record.telefonos.join(', ') || '—'],
      [
        'Domicilio',
        [record.domicilio, record.localidad, record.codigoPostal].filter(Boolean).join(', ') || '—',
      ],
      ['Fecha de nacimiento', record.fechaNacimiento ? formatIsoDate(record.fechaNacimiento) : '—'],
      ['Estado', record.estado],
    ],
    PAGE_MARGIN,
    doc.y,
  );
  table(
    doc,
    'Servicios',
    cols(['Producto', 0.5], ['Tipo', 0.3], ['Estado', 0.2]),
    record.servicios.map((s) => [s.producto, s.tipo, s.estado]),
  );
  table(
    doc,
    'Débito automático',
    cols(['Medio', 0.3], ['Titular', 0.25], ['Estado', 0.15], ['Alta', 0.15], ['Baja', 0.15]),
    record.debitoAutomatico.map((d) => [
      d.medio,
      `${d.titular} (${d.documentoTitular})`,
      d.estado,
      dateTime(d.alta),
      dateTime(d.baja),
    ]),
  );
  table(
    doc,
    'Facturas',
    cols(
      ['Número', 0.15],
      ['Período', 0.15],
      ['Emitida', 0.15],
      ['Vence', 0.15],
      ['Importe', 0.15],
      ['Saldo', 0.12],
      ['Estado', 0.13],
    ),
    record.facturas.map((f) => [
      String(f.facturaid),
      orDash(f.periodo),
      formatIsoDate(f.emitida),
      formatIsoDate(f.vencimiento),
      formatPesos(f.importeCents),
      formatPesos(f.saldoCents),
      f.estado,
    ]),
  );
  table(
    doc,
    'Pagos',
    cols(['Fecha', 0.25], ['Importe', 0.2], ['Medio', 0.3], ['Estado', 0.25]),
    record.pagos.map((p) => [dateTime(p.fecha), formatPesos(p.importeCents), p.medio, p.estado]),
  );
  table(
    doc,
    'Cupones',
    cols(['Código', 0.2], ['Beneficio', 0.4], ['Comercio', 0.2], ['Usado', 0.2]),
    record.cupones.map((c) => [c.codigo, c.titulo, c.comercio, dateTime(c.usado)]),
  );
  table(
    doc,
    'Cambios de datos de contacto',
    cols(['Fecha', 0.2], ['Dato', 0.2], ['Antes', 0.3], ['Después', 0.3]),
    record.cambiosDeContacto.map((c) => [dateTime(c.fecha), c.campo, orDash(c.anterior), orDash(c.nuevo)]),
  );
}

function drawRequests(doc: Pdf, data: PersonalDataExport): void {
  heading(doc, 'Gestiones y respuestas', 13);
  if (data.gestiones.length === 0) doc.font('Helvetica').fontSize(9).text(NONE, PAGE_MARGIN, doc.y);
  for (const request of data.gestiones) {
    heading(doc, `${request.numero}: ${request.tipo} (${request.estado})`, 10);
    doc.font('Helvetica').fontSize(9);
    doc.text(`${dateTime(request.fecha)} · Cliente N° ${request.clientenro ?? '—'} · ${request.resumen}`, {
      width: CONTENT_WIDTH,
    });
    for (const message of request.mensajes) {
      const from = message.de === 'cliente' ? 'Vos' : 'La empresa';
      doc.font('Helvetica-Bold').text(`${from}, ${dateTime(message.fecha)}: `, { continued: true });
      doc.font('Helvetica').text(message.texto, { width: CONTENT_WIDTH });
    }
  }
}

export async function personalDataPdf(data: PersonalDataExport, author: string): Promise<Buffer> {
  return renderPdf('Mis datos personales', author, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Mis datos personales', PAGE_MARGIN, PAGE_MARGIN);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Generado el ${dateTime(data.generado)} (Ley 25.326).`);
    heading(doc, 'Usuario del portal', 13);
    drawPairs(
      doc,
      [
        ['Email', data.usuario.email],
        ['Creado', dateTime(data.usuario.creado)],
        ['Último ingreso', dateTime(data.usuario.ultimoIngreso)],
        ['Último cambio de contraseña', dateTime(data.usuario.ultimoCambioDeContrasena)],
      ],
      PAGE_MARGIN,
      doc.y,
    );
    for (const record of data.clientes) drawRecord(doc, record);
    drawRequests(doc, data);
    table(
      doc,
      'Consentimientos',
      cols(['Consentimiento', 0.25], ['Cliente', 0.1], ['Fecha', 0.17], ['Vigente', 0.1], ['Detalle', 0.38]),
      data.consentimientos.map((c) => [
        c.titulo,
        c.clientenro === null ? '—' : String(c.clientenro),
        dateTime(c.fecha),
        c.vigente ? 'Sí' : 'No',
        c.detalle,
      ]),
    );
    heading(doc, 'Tus derechos', 10);
    doc.font('Helvetica').fontSize(8).text(AAIP_LEGEND, PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
  });
}
