// What the page's loader hands to the add-on list; a plain module so the browser bundle can name the types.

export interface AddOnPrice {
  name: string;
  /** Monthly price as the server formats it: '$ 4.800,00'. */
  price: string;
}

/** The add-ons of one product, once each however many of its plans offer them. */
export interface ProductAddOns {
  product: string;
  addOns: AddOnPrice[];
}

export type AddOnPricesState = { status: 'ok'; products: ProductAddOns[] } | { status: 'error' };
