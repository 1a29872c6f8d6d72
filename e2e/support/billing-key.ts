/** The billing system's key of the journeys' servers (BILLING_API_KEY), to load invoices as that system does. */
export const E2E_BILLING_KEY = 'e2e-billing-system-key-0123456789';
