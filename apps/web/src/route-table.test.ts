import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';

/** Every route named in the two spec documents ({product} = Port); extra unnamed screens may exist besides. */
const SPEC_PATHS = [
  '/',
  '/serviceSearch',
  '/dashboard',
  '/samples',
  '/people',
  '/resetPassword',
  '/customerServices',
  '/customerService/:type/:jServiceId',
  '/orderPort',
  '/orderVxc',
  '/approveVxcOrders',
  '/orderIx',
  '/orderPxc',
  '/customerProducts',
  '/customerInvoice/:invoiceId',
  '/customerPayments',
  '/customerCreditCardRegistrationResult',
  '/customerCreditCardPaymentResult',
  '/customerProfile',
  '/personProfile',
  '/customerEmployees',
  '/customerMarkets',
  '/marketplace',
  '/variable',
  '/variableCheck',
  '/variableCheck/:productUid',
  '/adminOrderVxc',
  '/adminOrderPort',
  '/adminOrderIx',
  '/adminServiceKey',
  '/adminPayments',
  '/adminPayments/:supplierId',
  '/pricebook',
  '/accountOwners',
  '/dlrRevShare',
  '/configured',
  '/billingAnalysis',
  '/sgNzOrders',
  '/awsVxcReport',
  '/serviceRevenueReport',
  '/passwords',
  '/company',
  '/company/:companyId',
  '/companySupply/:companyId',
  '/unbilledServices',
  '/unbilledServices/:supplierId',
  '/billingProducts',
  '/billingProducts/:supplierId',
  '/billingProductDetail/:productUid',
  '/billRuns',
  '/billRuns/:supplierId',
  '/billRunProcessing',
  '/billRunProcessing/:supplierId',
  '/promo',
  '/resetToM2M',
  '/apiCallsByUsername',
  '/serviceNovation',
  '/exchangeRates',
  '/roles',
  '/adminPartners',
  '/accountSync',
  '/dynamics',
  '/permissions',
  '/nonCompliantBillables',
  '/failedInvoiceSync',
  '/unpostedInvoices',
  '/cardReceipting',
  '/catalogue',
  '/provisioningItems',
  '/vxcOrdering',
  '/unscramble/:supplierId',
  '/sandbox',
  '/audit',
  '/notifications',
  '/megaDirect',
];

describe('route table', () => {
  it('has every route of the spec', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    expect(SPEC_PATHS.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('only links menu entries that need no parameter', () => {
    const linkedWithParams = ROUTES.filter((route) => route.menu && route.path.includes(':'));
    expect(linkedWithParams).toEqual([]);
  });

  it('keeps staff-only screens out of the customer menu', () => {
    expect(ROUTES.filter((route) => route.audience === 'admin' && route.menu?.customer)).toEqual([]);
  });
});
