/** The brand is a name: the same in every language. */
export const BRAND = 'Mumbai Homes';
