/**
 * The demo accounts of the local run contract. The identity service seeds them
 * with these fixed user ids (Cognito `sub`), so the API's demo data can belong
 * to them. Local development only: Amazon Cognito never sees these.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    sub: 'a0d1e2f3-0000-4000-8000-00000000ad01',
    email: 'admin@koester.test',
    name: 'Koester team',
    password: 'Koester!Admin1',
    groups: ['admin'],
  },
  demo: {
    sub: 'd3e0f1a2-0000-4000-8000-00000000de01',
    email: 'demo@koester.test',
    name: 'Demo',
    password: 'Koester!Demo1',
    groups: [] as string[],
  },
} as const;

/** Share tokens and the paid checkout session of the demo data. */
export const DEMO_DATA = {
  wishlistToken: 'demo',
  expiredWishlistToken: 'demo-expired',
  paidCheckoutSession: 'cs_test_demo',
} as const;
