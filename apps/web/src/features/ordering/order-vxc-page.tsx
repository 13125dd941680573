import { AdminOrderPage, CustomerOrderPage } from './order-page';
import { VxcOrderForm } from './vxc-order-form';

/** `/orderVxc`: a customer orders a VXC from one of its Ports to any Port or a cloud, sees the price, confirms. */
export function OrderVxcPage() {
  const description = (company: string) =>
    `A virtual cross connect for ${company}: choose its ends, see the price, then confirm.`;
  return <CustomerOrderPage title="Order a VXC" description={description} form={VxcOrderForm} />;
}

/** `/adminOrderVxc`: staff order a VXC for a customer, chosen first; both sides start approved. */
export function AdminOrderVxcPage() {
  const description = 'Choose the company first, then the VXC.';
  return <AdminOrderPage title="Order a VXC for a customer" description={description} form={VxcOrderForm} />;
}
