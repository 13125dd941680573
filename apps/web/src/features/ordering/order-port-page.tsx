import { AdminOrderPage, CustomerOrderPage } from './order-page';
import { PortOrderForm } from './port-order-form';

/** `/orderPort`: a customer orders a Port or a LAG for the company it acts for, sees the price, confirms. */
export function OrderPortPage() {
  const description = (company: string) => `A Port or a LAG for ${company}: choose, see the price, then confirm.`;
  return <CustomerOrderPage title="Order a Port" description={description} form={PortOrderForm} />;
}

/** `/adminOrderPort`: staff order a Port or a LAG for a customer, chosen first, with the internal terms. */
export function AdminOrderPortPage() {
  const description = 'Choose the company first, then the Port or LAG.';
  return <AdminOrderPage title="Order a Port for a customer" description={description} form={PortOrderForm} />;
}
