// A gateway that could not be reached or answered something unusable. Services turn it into 502
// PAYMENT_GATEWAY_ERROR for the customer and into a retry for a notification being processed.
export class GatewayError extends Error {
  override name = 'GatewayError';
}
