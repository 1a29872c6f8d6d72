// Kept apart from the schemas: the web's client needs only this, and importing it must not bring zod into
// the public pages' bundle.

/** The contract's path with each `:name` replaced by its encoded value. */
export function contractPath(contract: { path: string }, params: Record<string, unknown> = {}): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
