import { IxOrderForm } from './ix-order-form';
import { AdminOrderPage, CustomerOrderPage } from './order-page';

/** `/orderIx`: a customer connects one of its Ports to an internet exchange. */
export function OrderIxPage() {
  const description = (company: string) => `Peering for ${company}.`;
  return <CustomerOrderPage title="Order an IX connection" description={description} form={IxOrderForm} />;
}

/** `/adminOrderIx`: staff connect a customer's Port to an internet exchange, the company chosen first. */
export function AdminOrderIxPage() {
  const title = 'Order an IX connection for a customer';
  return <AdminOrderPage title={title} description="Choose the company first." form={IxOrderForm} />;
}
