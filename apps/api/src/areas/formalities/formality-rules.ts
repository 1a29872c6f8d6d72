// The Trámites rules the server enforces (issue #15 §2, spec §5): what the acquire and plan-change forms may
// offer a customer record, and the same checks on what arrives. Acquire (type 9) sells only active top-level
// plans of products the record does not have; plan change (type 10) changes only products it has, and the
// plans it has now are the database's, never the sender's word.
import {
  messages,
  MESSAGE_TYPES,
  type ContactMessage,
  type FormalityOptions,
  type FormalityPlan,
  type FormalityProduct,
} from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type {
  CataloguePlan,
  ContractedService,
  FormalityCatalogueRepository,
} from './formality-catalogue-repository.js';

interface ProductRule {
  label: string;
  /** The form field with the chosen packet_name, and the one with the plan the record has. */
  field: 'internetPlan' | 'clickTvPlan';
  currentField: 'currentInternetPlan' | 'currentClickTvPlan';
  /** products.service_type of the catalogue's plans. */
  catalogueType: string;
  /** customer_services.producto_tipo values that mean the record has the product (Multiplay includes internet). */
  contractedTypes: readonly string[];
}

const PRODUCT_RULES: Record<FormalityProduct, ProductRule> = {
  internet: {
    label: 'Internet',
    field: 'internetPlan',
    currentField: 'currentInternetPlan',
    catalogueType: 'INTERNET',
    contractedTypes: ['INTERNET', 'MULTIPLAY'],
  },
  clickTv: {
    label: 'Click TV',
    field: 'clickTvPlan',
    currentField: 'currentClickTvPlan',
    catalogueType: 'CLICK TV',
    contractedTypes: ['CLICK TV'],
  },
};

const PRODUCTS = Object.keys(PRODUCT_RULES) as FormalityProduct[];

/** A request that passed the rules, with the names of its plans (packet_name -> name) for people to read. */
export interface CheckedMessage {
  message: ContactMessage;
  planNames: Readonly<Record<string, string>>;
}

type PlanMessage = Extract<ContactMessage, { internetPlan?: string | undefined }>;

/** What the record has of one product: whether it has it at all, and its catalogue plan when known. */
interface Holding {
  has: boolean;
  plan: CataloguePlan | null;
}

function holdingOf(services: readonly ContractedService[], rule: ProductRule): Holding {
  const service = services.find((s) => rule.contractedTypes.includes(s.productType));
  return { has: service !== undefined, plan: service?.plan ?? null };
}

function toWire(plan: CataloguePlan): FormalityPlan {
  return {
    packet_name: plan.packetName,
    name: plan.name,
    amount_cents: plan.amountCents,
    promotion: plan.promotion,
  };
}

export class FormalityRules {
  constructor(private readonly catalogue: FormalityCatalogueRepository) {}

  /** The options of the Trámites forms for a record the session owns; `holder` comes from the session. */
  async options(cliente: number, holder: boolean): Promise<FormalityOptions> {
    const [services, plans] = await Promise.all([
      this.catalogue.servicesOf(cliente),
      this.catalogue.activePlans(PRODUCTS.map((p) => PRODUCT_RULES[p].catalogueType)),
    ]);
    return {
      holder,
      products: PRODUCTS.map((product) => {
        const rule = PRODUCT_RULES[product];
        const current = holdingOf(services, rule).plan;
        return {
          product,
          label: rule.label,
          current: current ? toWire(current) : null,
          plans: plans.filter((p) => p.serviceType === rule.catalogueType).map(toWire),
        };
      }),
    };
  }

  /**
   * Checks an acquire or plan-change request against the catalogue and the record (400 VALIDATION_ERROR with
   * the field's message) and answers the message to store: a plan change carries the database's current plans.
   * Other types pass through untouched. `planNames` names each packet_name involved, for the summary.
   */
  async check(message: ContactMessage): Promise<CheckedMessage> {
    if (message.type !== MESSAGE_TYPES.acquireService && message.type !== MESSAGE_TYPES.planChange) {
      return { message, planNames: {} };
    }
    const planMessage = message as PlanMessage;
    const cliente = message.client_id;
    const [services, plans] = await Promise.all([
      cliente === undefined ? Promise.resolve([]) : this.catalogue.servicesOf(cliente),
      this.catalogue.activePlans(PRODUCTS.map((p) => PRODUCT_RULES[p].catalogueType)),
    ]);
    const offered = (rule: ProductRule, packetName: string) =>
      plans.some((p) => p.serviceType === rule.catalogueType && p.packetName === packetName);
    const checked =
      message.type === MESSAGE_TYPES.acquireService
        ? this.checkAcquire(planMessage, services, offered)
        : this.checkPlanChange(planMessage, services, offered);
    // The record's own plan may have left the catalogue: its name comes with the service.
    const known = [...plans, ...services.flatMap((s) => (s.plan ? [s.plan] : []))];
    return { message: checked, planNames: Object.fromEntries(known.map((p) => [p.packetName, p.name])) };
  }

  private checkAcquire(
    message: PlanMessage,
    services: readonly ContractedService[],
    offered: (rule: ProductRule, packetName: string) => boolean,
  ): ContactMessage {
    const fields: Record<string, string> = {};
    for (const rule of Object.values(PRODUCT_RULES)) {
      const chosen = message[rule.field];
      if (!chosen) continue;
      if (holdingOf(services, rule).has) fields[rule.field] = messages.productAlreadyContracted;
      else if (!offered(rule, chosen)) fields[rule.field] = messages.planUnavailable;
    }
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
    return message;
  }

  private checkPlanChange(
    message: PlanMessage,
    services: readonly ContractedService[],
    offered: (rule: ProductRule, packetName: string) => boolean,
  ): ContactMessage {
    const fields: Record<string, string> = {};
    const trusted: Record<string, string | undefined> = {};
    let changes = false;
    for (const rule of Object.values(PRODUCT_RULES)) {
      const holding = holdingOf(services, rule);
      const current = holding.plan?.packetName;
      trusted[rule.currentField] = current;
      const chosen = message[rule.field];
      if (!chosen) continue;
      if (!holding.has) fields[rule.field] = messages.productNotContracted;
      // Keeping the plan the record has is fine even when the catalogue no longer sells it.
      else if (chosen === current) continue;
      else if (!offered(rule, chosen)) fields[rule.field] = messages.planUnavailable;
      else changes = true;
    }
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
    if (!changes) {
      throw new AppError('VALIDATION_ERROR', { fields: { internetPlan: messages.planUnchanged } });
    }
    const {
      currentInternetPlan: _claimedInternet,
      currentClickTvPlan: _claimedClickTv,
      ...rest
    } = message as PlanMessage & { currentInternetPlan?: string; currentClickTvPlan?: string };
    const current = Object.fromEntries(Object.entries(trusted).filter(([, value]) => value !== undefined));
    return { ...rest, ...current } as ContactMessage;
  }
}
