import { ExchangeOrderForm } from './exchange-order-form';
import { AdminOrderPage } from './order-page';

/** `/adminOrderExchange`: staff order an exchange-point (ECIX) service for a customer, the company chosen first. */
export function AdminOrderExchangePage() {
  const description = 'Choose the company first. The service is billed as given here, not from the price book.';
  return <AdminOrderPage title="Order an exchange-point service" description={description} form={ExchangeOrderForm} />;
}
