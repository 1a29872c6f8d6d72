// What an adapter throws when its gateway cannot answer (network, 5xx, an answer we cannot read). The payment
// services turn it into a 502 with a Spanish message; `cause` keeps the gateway's error for the logs only.
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
  }
}
