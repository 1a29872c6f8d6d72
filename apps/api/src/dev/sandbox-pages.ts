// The sandbox gateway's pages: plain server-rendered HTML in Spanish, no script (a strict CSP holds), every
// action a form POST. The checkout shows what is paid and three decisions; the payments page lets a developer
// or staff member settle a payment left in process, or refund / charge back an approved one.
import { formatDateTime, formatPesos } from '@portal/domain';
import { SANDBOX_PREFIX } from './sandbox-gateway.js';
import type { SandboxPaymentRow } from './sandbox-store.js';
import type { SandboxCheckout } from './sandbox-store.js';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Only our own stylesheet: no inline style, no script. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const SANDBOX_STYLESHEET = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24;line-height:1.5}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
h1{font-size:1.5rem;margin-top:0}
.aviso{background:#fff4d6;border-left:4px solid #8a5a00;padding:.5rem 1rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}
.desplazable{overflow-x:auto}
.desplazable:focus-visible{outline:3px solid #d97706}
@media (max-width:30rem){main{margin:0;border-radius:0;padding:1rem}th,td{padding:.4rem}}
caption{text-align:left;font-weight:600;padding-bottom:.5rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #c9d1d9}
td.importe,th.importe{text-align:right}
.acciones{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:2px solid #0b4f8a;background:#0b4f8a;color:#fff;cursor:pointer}
button.secundario{background:#fff;color:#0b4f8a}
button:focus-visible,a:focus-visible{outline:3px solid #d97706;outline-offset:2px}
a{color:#0b4f8a}
form.inline{display:inline}
`;

function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · Pasarela de prueba</title>`,
    `<link rel="stylesheet" href="${SANDBOX_PREFIX}/estilos.css"></head><body><main>`,
    body,
    '</main></body></html>',
  ].join('\n');
}

const notice = (what: string): string =>
  `<p class="aviso">Pasarela de prueba: no se cobra dinero real. ${what}</p>`;

export function checkoutPage(checkout: SandboxCheckout, expired: boolean): string {
  const rows = checkout.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)}</td><td class="importe">${formatPesos(item.amountCents)}</td></tr>`,
    )
    .join('');
  const actions = expired
    ? '<p role="alert">Este link de pago ya no acepta pagos: venció o se eliminó. Volvé a Mi cuenta para generar uno nuevo.</p>'
    : [
        `<form method="post" action="${SANDBOX_PREFIX}/checkout/${escapeHtml(checkout.id)}">`,
        '<p><input type="checkbox" id="sin-aviso" name="notify" value="no"> ',
        '<label for="sin-aviso">No avisar al portal (simula una notificación perdida)</label></p>',
        '<div class="acciones">',
        '<button type="submit" name="decision" value="approve">Aprobar</button>',
        '<button type="submit" name="decision" value="reject" class="secundario">Rechazar</button>',
        '<button type="submit" name="decision" value="pending" class="secundario">Dejar pendiente</button>',
        '</div></form>',
      ].join('');
  return page(
    'Pagar',
    [
      '<h1>Pagar con la pasarela de prueba</h1>',
      notice('Elegí qué resultado querés simular.'),
      `<p>Pagás como ${escapeHtml(checkout.payerName)}.</p>`,
      '<table><caption>Detalle del pago</caption>',
      '<thead><tr><th scope="col">Concepto</th><th scope="col" class="importe">Importe</th></tr></thead>',
      `<tbody>${rows}</tbody>`,
      `<tfoot><tr><th scope="row">Total</th><td class="importe"><strong>${formatPesos(checkout.amountCents)}</strong></td></tr></tfoot>`,
      '</table>',
      checkout.expiresAt ? `<p>Podés pagar hasta el ${formatDateTime(checkout.expiresAt)}.</p>` : '',
      actions,
    ].join('\n'),
  );
}

const STATUS_LABELS: Record<string, string> = {
  approved: 'Aprobado',
  rejected: 'Rechazado',
  in_process: 'Pendiente',
  refunded: 'Devuelto',
  charged_back: 'Contracargo',
};

/** The actions each status allows, like a payment's life at Mercado Pago. */
const TRANSITIONS: Record<string, Array<[string, string]>> = {
  in_process: [
    ['approved', 'Acreditar'],
    ['rejected', 'Rechazar'],
  ],
  approved: [
    ['refunded', 'Devolver'],
    ['charged_back', 'Contracargo'],
  ],
};

/** What the last 'Conciliar ahora' did, shown once after its redirect. */
export interface ReconcileNotice {
  checked: number;
  paid: number;
}

export function paymentsPage(
  payments: SandboxPaymentRow[],
  reconciled: ReconcileNotice | null = null,
): string {
  const rows = payments
    .map((p) => {
      const forms = (TRANSITIONS[p.status] ?? [])
        .map(
          ([status, label]) =>
            `<form class="inline" method="post" action="${SANDBOX_PREFIX}/pagos/${p.id}">` +
            `<button type="submit" name="status" value="${status}" class="secundario" ` +
            `aria-label="${label} el pago ${p.id}">${label}</button></form>`,
        )
        .join(' ');
      return (
        `<tr><td>${p.id}</td><td>${escapeHtml(p.external_reference)}</td>` +
        `<td class="importe">${formatPesos(p.amount_cents)}</td>` +
        `<td>${escapeHtml(STATUS_LABELS[p.status] ?? p.status)}</td><td>${forms}</td></tr>`
      );
    })
    .join('');
  return page(
    'Pagos',
    [
      '<h1>Pagos de la pasarela de prueba</h1>',
      notice(
        'Acá simulás lo que pasa después: acreditar o rechazar un pago pendiente, devolver uno aprobado.',
      ),
      reconciled
        ? `<p role="status">Conciliación hecha. Links de pago revisados: ${reconciled.checked}; pagados: ${reconciled.paid}.</p>`
        : '',
      `<form method="post" action="${SANDBOX_PREFIX}/conciliar">`,
      '<p>El portal pregunta por todos los links de pago abiertos, como hace su tarea periódica.</p>',
      '<button type="submit">Conciliar ahora</button></form>',
      payments.length === 0
        ? '<p>Todavía no hay pagos.</p>'
        : // A wide table scrolls inside its own focusable region on a phone, not the whole page.
          '<div class="desplazable" role="region" aria-labelledby="pagos-titulo" tabindex="0">' +
          '<table><caption id="pagos-titulo">Últimos pagos</caption><thead><tr><th scope="col">Pago</th>' +
          '<th scope="col">Referencia</th><th scope="col" class="importe">Importe</th><th scope="col">Estado</th>' +
          `<th scope="col">Acciones</th></tr></thead><tbody>${rows}</tbody></table></div>`,
    ].join('\n'),
  );
}

export function notFoundPage(): string {
  return page('No encontrado', '<h1>No encontramos ese pago</h1><p>Revisá el link o volvé a Mi cuenta.</p>');
}
