import type { CustomerMenuSection } from '@portico/domain';
import type { ComponentType } from 'react';
import { lazyPage } from './components/layout/lazy-page';

/**
 * The feature modules the pages come from, each loaded on first visit to one of its pages (a chunk per module, see
 * docs/decisions/0018-lazy-routes-and-bundle-budget.md). Importing this table loads none of them.
 */
const account = () => import('./features/account/security-page');
const passwordLinks = () => import('./features/auth/password-link-pages');
const company = () => import('./app/company-page');
const companySearch = () => import('./features/companies/company-search-page');
const customerProfile = () => import('./features/companies/customer-profile-page');
const people = () => import('./features/people/people-pages');
const services = () => import('./features/services/service-search-page');
const serviceDetail = () => import('./features/services/service-detail-page');
const network = () => import('./features/services/network-page');
const products = () => import('./features/services/products-page');
const dashboard = () => import('./features/dashboard/dashboard-page');
const staffNetwork = () => import('./features/services/staff-network-page');
const apiKeys = () => import('./features/api-keys/api-keys-page');
const webhooks = () => import('./features/webhooks/webhooks-page');
const partners = () => import('./features/partners/admin-partners-page');
const companySupply = () => import('./features/supplies/company-supply-page');
const customerMarkets = () => import('./features/supplies/customer-markets-page');
const exchangeRates = () => import('./features/exchange-rates/exchange-rates-page');
const catalogue = () => import('./features/catalogue/catalogue-page');
const quote = () => import('./features/pricing/quote-page');
const pricebook = () => import('./features/pricebook/pricebook-page');
const promo = () => import('./features/promo/promo-page');
const ordering = () => import('./features/ordering/order-port-page');
const orderVxc = () => import('./features/ordering/order-vxc-page');
const vxcApprovals = () => import('./features/ordering/vxc-approvals-page');
const orderIx = () => import('./features/ordering/order-ix-page');
const productOrders = () => import('./features/ordering/product-order-pages');
const billing = () => import('./features/billing/unbilled-services-page');
const billingProducts = () => import('./features/billing/billing-products-page');
const billingProductDetail = () => import('./features/billing/billing-product-detail-page');
const resetToMonthly = () => import('./features/billing/reset-to-monthly-page');
const mismatchedBilling = () => import('./features/billing/mismatched-billing-page');
const nonCompliantBillables = () => import('./features/billing/noncompliant-billables-page');
const billRuns = () => import('./features/billing/bill-runs-page');
const billRunProcessing = () => import('./features/invoices/bill-run-processing-page');
const customerPayments = () => import('./app/customer-payments');
const cardReceipting = () => import('./features/cards/card-receipting-page');
const customerInvoice = () => import('./features/invoices/customer-invoice-page');
const accountSync = () => import('./features/accounting/account-sync-page');
const failedInvoiceSync = () => import('./features/accounting/failed-invoice-sync-page');
const unpostedInvoices = () => import('./features/accounting/unposted-invoices-page');
const dynamics = () => import('./features/accounting/dynamics-page');
const adminPayments = () => import('./features/payments/admin-payments-page');

const SecurityPage = lazyPage(account, 'SecurityPage');
const AccountSyncPage = lazyPage(accountSync, 'AccountSyncPage');
const FailedInvoiceSyncPage = lazyPage(failedInvoiceSync, 'FailedInvoiceSyncPage');
const UnpostedInvoicesPage = lazyPage(unpostedInvoices, 'UnpostedInvoicesPage');
const DynamicsPage = lazyPage(dynamics, 'DynamicsPage');
const ForgotPasswordPage = lazyPage(passwordLinks, 'ForgotPasswordPage');
const SetPasswordPage = lazyPage(passwordLinks, 'SetPasswordPage');
const CompanyPage = lazyPage(company, 'CompanyPage');
const CompanySearchPage = lazyPage(companySearch, 'CompanySearchPage');
const CustomerProfilePage = lazyPage(customerProfile, 'CustomerProfilePage');
const CustomerEmployeesPage = lazyPage(people, 'CustomerEmployeesPage');
const EmployeesPage = lazyPage(people, 'EmployeesPage');
const PeoplePage = lazyPage(people, 'PeoplePage');
const PermissionsPage = lazyPage(people, 'PermissionsPage');
const PersonProfilePage = lazyPage(people, 'PersonProfilePage');
const PositionsPage = lazyPage(people, 'PositionsPage');
const RolesPage = lazyPage(people, 'RolesPage');
const ServiceSearchPage = lazyPage(services, 'ServiceSearchPage');
const ServiceDetailPage = lazyPage(serviceDetail, 'ServiceDetailPage');
const NetworkPage = lazyPage(network, 'NetworkPage');
const ProductsPage = lazyPage(products, 'ProductsPage');
const DashboardPage = lazyPage(dashboard, 'DashboardPage');
const StaffNetworkPage = lazyPage(staffNetwork, 'StaffNetworkPage');
const ApiKeysPage = lazyPage(apiKeys, 'ApiKeysPage');
const WebhooksPage = lazyPage(webhooks, 'WebhooksPage');
const AdminPartnersPage = lazyPage(partners, 'AdminPartnersPage');
const CompanySupplyPage = lazyPage(companySupply, 'CompanySupplyPage');
const CustomerMarketsPage = lazyPage(customerMarkets, 'CustomerMarketsPage');
const ExchangeRatesPage = lazyPage(exchangeRates, 'ExchangeRatesPage');
const CataloguePage = lazyPage(catalogue, 'CataloguePage');
const UnbilledServicesPage = lazyPage(billing, 'UnbilledServicesPage');
const BillingProductsPage = lazyPage(billingProducts, 'BillingProductsPage');
const BillingProductDetailPage = lazyPage(billingProductDetail, 'BillingProductDetailPage');
const ResetToMonthlyPage = lazyPage(resetToMonthly, 'ResetToMonthlyPage');
const MismatchedBillingPage = lazyPage(mismatchedBilling, 'MismatchedBillingPage');
const NonCompliantBillablesPage = lazyPage(nonCompliantBillables, 'NonCompliantBillablesPage');
const BillRunsPage = lazyPage(billRuns, 'BillRunsPage');
const BillRunProcessingPage = lazyPage(billRunProcessing, 'BillRunProcessingPage');
const CustomerPaymentsPage = lazyPage(customerPayments, 'CustomerPaymentsWithCards');
const CardReceiptingPage = lazyPage(cardReceipting, 'CardReceiptingPage');
const CustomerInvoicePage = lazyPage(customerInvoice, 'CustomerInvoicePage');
const AdminPaymentsPage = lazyPage(adminPayments, 'AdminPaymentsPage');
const QuotePage = lazyPage(quote, 'QuotePage');
const PricebookPage = lazyPage(pricebook, 'PricebookPage');
const PromoPage = lazyPage(promo, 'PromoPage');
const OrderPortPage = lazyPage(ordering, 'OrderPortPage');
const AdminOrderPortPage = lazyPage(ordering, 'AdminOrderPortPage');
const OrderVxcPage = lazyPage(orderVxc, 'OrderVxcPage');
const AdminOrderVxcPage = lazyPage(orderVxc, 'AdminOrderVxcPage');
const ApproveVxcOrdersPage = lazyPage(vxcApprovals, 'ApproveVxcOrdersPage');
const OrderIxPage = lazyPage(orderIx, 'OrderIxPage');
const AdminOrderIxPage = lazyPage(orderIx, 'AdminOrderIxPage');
const OrderMcrPage = lazyPage(productOrders, 'OrderMcrPage');
const OrderMvePage = lazyPage(productOrders, 'OrderMvePage');
const OrderPxcPage = lazyPage(productOrders, 'OrderPxcPage');
const MegaDirectPage = lazyPage(productOrders, 'MegaDirectPage');
const ServiceKeysPage = lazyPage(productOrders, 'ServiceKeysPage');
const AdminServiceKeyPage = lazyPage(productOrders, 'AdminServiceKeyPage');
const AdminOrderExchangePage = lazyPage(productOrders, 'AdminOrderExchangePage');

/**
 * Every screen of both spec documents, as data: the router and both menus are built from this one list.
 * `{product}` of the spec is our Port product. A `feature` of null means the screen is not built yet and shows
 * an honest "not available" page. Optional path parameters are two entries (with and without the parameter).
 */

/** who the screen is for: admin screens show a no-access page to customers; public ones need no login */
export type Audience = 'customer' | 'admin' | 'both' | 'public';

export const ADMIN_MENU_GROUPS = [
  { id: 'services', label: 'Services & ordering' },
  { id: 'billing', label: 'Billing' },
  { id: 'payments', label: 'Payments & accounting' },
  { id: 'pricing', label: 'Pricing & promos' },
  { id: 'companies', label: 'Companies & people' },
  { id: 'reports', label: 'Reports' },
  { id: 'security', label: 'Security & sync' },
  { id: 'tools', label: 'Tools & sandbox' },
] as const;
export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number]['id'];

/** Customer menu headings, in the order `menuFor` returns the sections. */
export const CUSTOMER_SECTION_LABELS: Record<CustomerMenuSection, string> = {
  services: 'Services',
  ordering: 'Ordering',
  companyAdmin: 'Company admin',
  tools: 'Tools',
  billing: 'Billing',
  notifications: 'Notifications',
  megaDirect: 'MegaDirect',
};

export interface RouteEntry {
  path: string;
  title: string;
  audience: Audience;
  /** where the screen is linked from; a screen reached from another (a detail page, a card callback) has neither */
  menu?: { customer?: CustomerMenuSection; admin?: AdminMenuGroup; label?: string };
  /** the page, loaded on first render (render it inside `PageSuspense`) */
  feature: ComponentType | null;
}

const customer = (path: string, title: string, section?: CustomerMenuSection): RouteEntry => ({
  path,
  title,
  audience: 'customer',
  menu: section ? { customer: section } : undefined,
  feature: null,
});

const admin = (path: string, title: string, group?: AdminMenuGroup): RouteEntry => ({
  path,
  title,
  audience: 'admin',
  menu: group ? { admin: group } : undefined,
  feature: null,
});

export const ROUTES: readonly RouteEntry[] = [
  // Customer portal (customer-portal-and-billing.md §2) and the screens both faces share.
  { path: '/', title: 'Service search', audience: 'both', feature: ServiceSearchPage },
  {
    path: '/serviceSearch',
    title: 'Service search',
    audience: 'both',
    menu: { customer: 'services', admin: 'services' },
    feature: ServiceSearchPage,
  },
  { ...customer('/customerServices', 'Your network', 'services'), feature: NetworkPage },
  { path: '/customerService/:type/:jServiceId', title: 'Service detail', audience: 'both', feature: ServiceDetailPage },
  { ...customer('/dashboard', 'Dashboard', 'services'), feature: DashboardPage },
  { ...customer('/customerProducts', 'Products', 'services'), feature: ProductsPage },
  { ...customer('/orderPort', 'Order a Port', 'ordering'), feature: OrderPortPage },
  { ...customer('/orderVxc', 'Order a VXC', 'ordering'), feature: OrderVxcPage },
  { ...customer('/orderIx', 'Order an IX connection', 'ordering'), feature: OrderIxPage },
  { ...customer('/orderPxc', 'Order a PXC', 'ordering'), feature: OrderPxcPage },
  { ...customer('/approveVxcOrders', 'VXC approvals', 'ordering'), feature: ApproveVxcOrdersPage },
  // beyond the spec's route table: the MCR and MVE orders and the company's service keys (decision 0043)
  { ...customer('/orderMcr', 'Order an MCR', 'ordering'), feature: OrderMcrPage },
  { ...customer('/orderMve', 'Order an MVE', 'ordering'), feature: OrderMvePage },
  { ...customer('/serviceKeys', 'Service keys', 'ordering'), feature: ServiceKeysPage },
  // beyond the spec: the quote a customer sees before buying (decision 0027)
  {
    path: '/quote',
    title: 'Price a new service',
    audience: 'both',
    menu: { customer: 'ordering', admin: 'pricing' },
    feature: QuotePage,
  },
  {
    path: '/marketplace',
    title: 'Marketplace',
    audience: 'both',
    menu: { customer: 'ordering', admin: 'pricing' },
    feature: null,
  },
  { ...customer('/customerProfile', 'Company profile', 'companyAdmin'), feature: CustomerProfilePage },
  { ...customer('/personProfile', 'Person profile', 'companyAdmin'), feature: PersonProfilePage },
  { ...customer('/people', 'People', 'companyAdmin'), feature: PeoplePage },
  // the spec's second route to the same list: reachable, but the menu offers it once, as People (decision 0073)
  { ...customer('/customerEmployees', 'Employees'), feature: CustomerEmployeesPage },
  { ...customer('/customerMarkets', 'Markets', 'companyAdmin'), feature: CustomerMarketsPage },
  // beyond the spec: the company's API keys for the public API (decision 0050)
  { ...customer('/apiKeys', 'API keys', 'companyAdmin'), feature: ApiKeysPage },
  // beyond the spec: the company's signed outbound webhooks (decision 0093)
  { ...customer('/webhooks', 'Webhooks', 'companyAdmin'), feature: WebhooksPage },
  customer('/samples', 'Samples', 'tools'),
  { ...customer('/customerPayments', 'Payments and invoices', 'billing'), feature: CustomerPaymentsPage },
  { ...customer('/customerInvoice/:invoiceId', 'Customer invoice'), feature: CustomerInvoicePage },
  {
    ...customer('/customerCreditCardRegistrationResult', 'Credit card registration result'),
    feature: CustomerPaymentsPage,
  },
  { ...customer('/customerCreditCardPaymentResult', 'Credit card payment result'), feature: CustomerPaymentsPage },
  customer('/notifications', 'Notifications', 'notifications'),
  { ...customer('/megaDirect', 'MegaDirect', 'megaDirect'), feature: MegaDirectPage },
  { path: '/resetPassword', title: 'Account security', audience: 'both', feature: SecurityPage },

  // Staff console (both documents' admin routes).
  { ...admin('/network', 'Network', 'services'), feature: StaffNetworkPage },
  { ...admin('/adminOrderPort', 'Order a Port for a customer', 'services'), feature: AdminOrderPortPage },
  { ...admin('/adminOrderVxc', 'Order a VXC for a customer', 'services'), feature: AdminOrderVxcPage },
  { ...admin('/adminOrderIx', 'Order an IX connection for a customer', 'services'), feature: AdminOrderIxPage },
  { ...admin('/adminServiceKey', 'Service keys', 'services'), feature: AdminServiceKeyPage },
  // not a route of the spec, which gives the exchange-point order's fields but no screen (decision 0047)
  {
    ...admin('/adminOrderExchange', 'Order an exchange-point service', 'services'),
    feature: AdminOrderExchangePage,
  },
  admin('/vxcOrdering', 'VXC ordering', 'services'),
  admin('/provisioningItems', 'Provisioning items', 'services'),
  admin('/serviceNovation', 'Service novation', 'services'),

  { ...admin('/billRuns', 'Bill runs', 'billing'), feature: BillRunsPage },
  { ...admin('/billRuns/:supplierId', 'Bill runs'), feature: BillRunsPage },
  { ...admin('/billRunProcessing', 'Bill run processing', 'billing'), feature: BillRunProcessingPage },
  { ...admin('/billRunProcessing/:supplierId', 'Bill run processing'), feature: BillRunProcessingPage },
  { ...admin('/unbilledServices', 'Unbilled services', 'billing'), feature: UnbilledServicesPage },
  { ...admin('/unbilledServices/:supplierId', 'Unbilled services'), feature: UnbilledServicesPage },
  { ...admin('/billingProducts', 'Billing products', 'billing'), feature: BillingProductsPage },
  { ...admin('/billingProducts/:supplierId', 'Billing products'), feature: BillingProductsPage },
  { ...admin('/billingProductDetail/:productUid', 'Billable product detail'), feature: BillingProductDetailPage },
  {
    ...admin('/nonCompliantBillables', 'Non-compliant billables', 'billing'),
    feature: NonCompliantBillablesPage,
  },
  { ...admin('/mismatchedBilling', 'Mismatched billing and kill billing', 'billing'), feature: MismatchedBillingPage },
  { ...admin('/resetToM2M', 'Reset to month-to-month', 'billing'), feature: ResetToMonthlyPage },
  admin('/variable', 'Variable pricing', 'billing'),
  admin('/variableCheck', 'Variable pricing check', 'billing'),
  admin('/variableCheck/:productUid', 'Variable pricing check'),

  { ...admin('/adminPayments', 'Payments', 'payments'), feature: AdminPaymentsPage },
  { ...admin('/adminPayments/:supplierId', 'Payments'), feature: AdminPaymentsPage },
  { ...admin('/cardReceipting', 'Card-provider receipting', 'payments'), feature: CardReceiptingPage },
  { ...admin('/unpostedInvoices', 'Unposted invoices', 'payments'), feature: UnpostedInvoicesPage },
  { ...admin('/failedInvoiceSync', 'Failed invoice sync', 'payments'), feature: FailedInvoiceSyncPage },
  { ...admin('/exchangeRates', 'Exchange rates', 'payments'), feature: ExchangeRatesPage },
  admin('/dlrRevShare', 'Dealer revenue share', 'payments'),

  { ...admin('/pricebook', 'Price book', 'pricing'), feature: PricebookPage },
  { ...admin('/promo', 'Promo codes', 'pricing'), feature: PromoPage },
  { ...admin('/catalogue', 'Catalogue', 'pricing'), feature: CataloguePage },

  { ...admin('/company', 'Companies', 'companies'), feature: CompanySearchPage },
  { ...admin('/company/:companyId', 'Company'), feature: CompanyPage },
  { ...admin('/companySupply/:companyId', 'Company supply'), feature: CompanySupplyPage },
  { ...admin('/adminPartners', 'Partners', 'companies'), feature: AdminPartnersPage },
  admin('/accountOwners', 'Account owners', 'companies'),
  { ...admin('/employees', 'Employees', 'companies'), feature: EmployeesPage },
  { ...admin('/positions', 'Positions', 'companies'), feature: PositionsPage },
  admin('/products', 'Products', 'companies'),

  admin('/configured', 'Configured services', 'reports'),
  admin('/billingAnalysis', 'Billing analysis', 'reports'),
  admin('/sgNzOrders', 'Singapore and New Zealand orders', 'reports'),
  admin('/awsVxcReport', 'AWS VXC report', 'reports'),
  admin('/serviceRevenueReport', 'Service revenue report', 'reports'),
  admin('/unusedServices', 'Unused services', 'reports'),
  admin('/apiCallsByUsername', 'API calls by username', 'reports'),
  admin('/audit', 'Audit history', 'reports'),

  { ...admin('/roles', 'Roles', 'security'), feature: RolesPage },
  { ...admin('/permissions', 'Permissions', 'security'), feature: PermissionsPage },
  admin('/passwords', 'Passwords', 'security'),
  { ...admin('/accountSync', 'Accounting sync', 'security'), feature: AccountSyncPage },
  { ...admin('/dynamics', 'ERP export', 'security'), feature: DynamicsPage },

  admin('/sandbox', 'Sandbox', 'tools'),
  admin('/unscramble/:supplierId', 'Unscramble'),

  // Public pages, outside the signed-in shell.
  { path: '/registration', title: 'Registration', audience: 'public', feature: null },
  { path: '/forgotPassword', title: 'Forgot password', audience: 'public', feature: ForgotPasswordPage },
  { path: '/setPassword', title: 'Set password', audience: 'public', feature: SetPasswordPage },
];

export const PUBLIC_ROUTES = ROUTES.filter((route) => route.audience === 'public');
export const SHELL_ROUTES = ROUTES.filter((route) => route.audience !== 'public');
