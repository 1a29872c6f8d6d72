// A canned reply filled for one request (issue #30 §2): the values come from the request, its customer and the
// member using it. A variable the request has no value for ({link_pago} without a customer or without debt)
// makes the reply unusable for it, with a message that says why, rather than a blank in a mail to a customer.
import {
  formatIsoDate,
  renderCannedReply,
  type CannedReplyValues,
  type RenderedCannedReply,
} from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type { CannedRepliesService } from './canned-replies-service.js';
import type { DeskLookupRepository, DeskRequestRef, StaffRef } from './desk-lookup-repository.js';

/** Where a customer pays what they owe (the payments area's public entry); null when nothing is owed. */
export interface PayLinkSource {
  payLinkFor(customerId: number): Promise<string | null>;
}

export class CannedReplyRenderer {
  constructor(
    private readonly replies: CannedRepliesService,
    private readonly lookup: DeskLookupRepository,
    private readonly payLinks: PayLinkSource,
  ) {}

  /** GET .../gestiones/:n/respuestas-guardadas/:id/: for the member to read before sending. */
  async forRequest(number: string, cannedReplyId: number, staff: StaffRef): Promise<RenderedCannedReply> {
    const request = await this.lookup.requestFor(number, staff);
    if (!request) throw new AppError('NOT_FOUND');
    const reply = await this.replies.usable(cannedReplyId);
    return { cannedReplyId, title: reply.title, text: await this.render(reply.body, request, staff.id) };
  }

  /** The reply's text for `request`; 400 CANNED_REPLY_UNUSABLE with the reason when it cannot be filled. */
  async render(template: string, request: DeskRequestRef, staffId: number): Promise<string> {
    const result = renderCannedReply(template, await this.valuesFor(template, request, staffId));
    if (!result.ok) throw new AppError('CANNED_REPLY_UNUSABLE', { message: result.message });
    return result.text;
  }

  private async valuesFor(
    template: string,
    request: DeskRequestRef,
    staffId: number,
  ): Promise<CannedReplyValues> {
    // Only a reply that uses it asks the payments area (and the gateway's open link) for a pay link.
    const wantsPayLink = template.includes('{link_pago}');
    return {
      nombre: request.customerName.trim() || null,
      nro_gestion: request.number,
      fecha_limite: request.dueDate ? formatIsoDate(request.dueDate) : null,
      agente: (await this.lookup.staffName(staffId)) ?? null,
      link_pago:
        wantsPayLink && request.customerId !== null
          ? await this.payLinks.payLinkFor(request.customerId)
          : null,
    };
  }
}
