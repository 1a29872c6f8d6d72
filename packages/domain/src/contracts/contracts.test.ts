import { describe, expect, it } from 'vitest';
import * as billing from './billing.js';
import * as cancellations from './cancellations.js';
import * as captcha from './captcha.js';
import * as claimTracker from './claim-tracker.js';
import * as contactData from './account/contact-data.js';
import * as content from './content.js';
import * as coupons from './account/coupons.js';
import * as customerRequestDetail from './account/customer-request-detail.js';
import * as customerRequests from './account/customer-requests.js';
import { contractPath } from './contract-path.js';
import type { ContractSpec } from './define-contract.js';
import * as firstEntry from './account/first-entry.js';
import * as messages from './messages.js';
import * as operations from './operations.js';
import * as outages from './outages.js';
import * as paymentNotifications from './payment-notifications.js';
import * as payments from './account/payments.js';
import * as passwordReset from './password-reset.js';
import * as recovery from './recovery.js';
import * as registration from './registration.js';
import * as session from './session.js';
import * as staff from './staff/staff.js';
import * as staffDesk from './staff/staff-desk.js';
import * as staffCatalogue from './staff/staff-catalogue.js';
import * as staffCancellationRegister from './staff/cancellation-register.js';
import * as staffDeskTools from './staff/staff-desk-tools.js';
import * as wifi from './account/wifi.js';
import * as staffCustomers from './staff/staff-customers.js';
import * as staffIncidents from './staff/staff-incidents.js';
import * as staffSiteContent from './staff/staff-site-content.js';

const all: ContractSpec[] = [
  billing,
  cancellations,
  captcha,
  claimTracker,
  contactData,
  content,
  firstEntry,
  coupons,
  customerRequests,
  customerRequestDetail,
  messages,
  operations,
  outages,
  payments,
  paymentNotifications,
  passwordReset,
  recovery,
  registration,
  session,
  staff,
  staffDesk,
  staffDeskTools,
  staffCatalogue,
  staffCancellationRegister,
  wifi,
  staffCustomers,
  staffIncidents,
  staffSiteContent,
].flatMap((area) => Object.values(area));

describe('endpoint contracts', () => {
  it('give every endpoint its own operationId and its own method and path', () => {
    const ids = all.map((c) => c.operationId);
    const routes = all.map((c) => `${c.method} ${c.path}`);
    expect(new Set(ids).size).toBe(all.length);
    expect(new Set(routes).size).toBe(all.length);
  });

  it('document at least one success answer per endpoint', () => {
    for (const contract of all) {
      const statuses = Object.keys(contract.responses).map(Number);
      expect(
        statuses.some((s) => s >= 200 && s < 300),
        contract.operationId,
      ).toBe(true);
    }
  });

  it('fill path parameters, encoded, and refuse a missing one', () => {
    expect(contractPath(session.getDataClient, { clientenro: 1001 })).toBe('/api/customer/1001/');
    expect(contractPath({ path: '/api/x/:id/' }, { id: 'a/b' })).toBe('/api/x/a%2Fb/');
    expect(() => contractPath(session.getDataClient)).toThrow(/clientenro/);
  });
});
