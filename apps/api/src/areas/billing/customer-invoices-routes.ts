// Invoices of Mi cuenta (issue #13 §1): the list, each invoice's PDF, a payment's receipt and the account
// statement (JSON and PDF), all only for a session that owns the customer number.
import { invoicesApi, paymentsApi } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/attachment-reply.js';
import { perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';
import type { PdfFile } from './invoices-service.js';

/** Generated documents leave as downloads with the same headers as stored files (ADR 0054). */
function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return sendStoredFile(reply, {
    body: file.bytes,
    filename: file.filename,
    contentType: 'application/pdf',
    sizeBytes: file.bytes.length,
  });
}

/**
 * Rendering a document costs CPU on the event loop: a person downloads a few, a loop is cut at 30 a minute.
 * A fresh object per route: @fastify/rate-limit keeps its per-route state on the options it is given.
 */
const documentLimit = () => perIp(30, 60_000);

export const customerInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices, receipts, statement: accountStatement } = app.services.billing;

  app.route({
    ...routeFrom(paymentsApi.listInvoices),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => invoices.list(request.params.clientenro),
  });

  app.route({
    ...routeFrom(invoicesApi.downloadInvoicePdf),
    config: { personalData: true, rateLimit: documentLimit() },
    preHandler: app.requireCustomerOwner,
    handler: async (request, reply) =>
      sendPdf(reply, await invoices.invoicePdf(request.params.clientenro, request.params.facturaid)),
  });

  app.route({
    ...routeFrom(invoicesApi.downloadPaymentReceipt),
    config: { personalData: true, rateLimit: documentLimit() },
    preHandler: app.requireCustomerOwner,
    handler: async (request, reply) =>
      sendPdf(reply, await receipts.receiptFor(request.params.clientenro, request.params.paymentId)),
  });

  app.route({
    ...routeFrom(invoicesApi.getAccountStatement),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => accountStatement.statement(request.params.clientenro),
  });

  app.route({
    ...routeFrom(invoicesApi.downloadAccountStatementPdf),
    config: { personalData: true, rateLimit: documentLimit() },
    preHandler: app.requireCustomerOwner,
    handler: async (request, reply) =>
      sendPdf(reply, await accountStatement.statementPdf(request.params.clientenro)),
  });
};
