const LABELS: Record<string, string> = {
  gpon: 'Internet por fibra óptica',
  clicktv: 'Click TV',
  dibox: 'TV Digital',
  telefonia: 'Telefonía fija',
};

/** The name a person reads for a rates product_name; unknown names are shown as the API writes them. */
export function productLabel(productName: string): string {
  return LABELS[productName.trim().toLowerCase()] ?? productName;
}
