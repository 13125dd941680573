import { Alert, Button, Stack } from '@mantine/core';
import type { PlacedOrder } from '@portico/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { CompanyPicker } from '../../components/ui/company-picker';
import { PageHeader } from '../../components/ui/page-header';
import { ROLE_NOTES, RoleNote } from '../../components/ui/role-note';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCompanyAccess } from '../../lib/auth/company-access';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { OrderStatus } from './order-status';

type OnPlaced = (order: PlacedOrder, message: string) => void;

/** What an order form is given by its page: the company ordered for (null until staff choose one). */
export interface OrderFormProps {
  companyId: number | null;
  /** staff: the internal terms and the admin route */
  admin: boolean;
  onPlaced: OnPlaced;
}

/** A placed order: its message, its services' status until LIVE, and a way to order another. */
function PlacedOrderView(props: { order: PlacedOrder; message: string; onAnother(): void; canAdvance: boolean }) {
  return (
    <Stack gap="md" maw={720}>
      <Alert color="teal" role="status">
        {props.message}
      </Alert>
      <OrderStatus orderId={props.order.orderId} canAdvance={props.canAdvance} />
      <Button variant="default" onClick={props.onAnother} w="fit-content">
        Order another
      </Button>
    </Stack>
  );
}

/** An order page: its header, then the form until an order is placed, then that order instead. */
export function OrderPage(props: {
  title: string;
  description: string;
  canAdvance?: boolean;
  children(onPlaced: OnPlaced): ReactNode;
}) {
  const [placed, setPlaced] = useState<{ order: PlacedOrder; message: string } | null>(null);
  const queryClient = useQueryClient();
  const onPlaced: OnPlaced = (order, message) => {
    setPlaced({ order, message });
    // the company's lists kept for 30 s would not show the new services: the services and dashboard areas' keys,
    // and the order forms' Port dropdowns, are read again on their next visit
    for (const queryKey of [['services'], ['dashboard'], ['ordering', 'ports']])
      void queryClient.invalidateQueries({ queryKey });
  };
  return (
    <>
      <PageHeader title={props.title} description={props.description} />
      {placed ? (
        <PlacedOrderView {...placed} onAnother={() => setPlaced(null)} canAdvance={props.canAdvance ?? false} />
      ) : (
        props.children(onPlaced)
      )}
    </>
  );
}

/**
 * What a customer's order page shows for the company it orders for: the form to a person holding `place_order`
 * there (the server asks for it on every order call), else why there is none (decision 0072).
 */
export function WhenMayOrder({ companyId, children }: { companyId: number; children: ReactNode }) {
  const access = useCompanyAccess();
  if (!access.known) return null;
  return access.may(companyId, 'place_order') ? children : <RoleNote>{ROLE_NOTES.order}</RoleNote>;
}

/** A customer's order page: the form, for the company it acts for. */
export function CustomerOrderPage({
  title,
  description,
  form: Form,
}: {
  title: string;
  description(companyName: string): string;
  form: ComponentType<OrderFormProps & { companyId: number }>;
}) {
  const company = useActingCompany();
  return (
    <OrderPage title={title} description={description(company.companyName)}>
      {/* another company chosen in the header is a new form: nothing typed for the previous one carries over */}
      {(onPlaced) => (
        <WhenMayOrder companyId={company.companyId}>
          <Form key={company.companyId} companyId={company.companyId} admin={false} onPlaced={onPlaced} />
        </WhenMayOrder>
      )}
    </OrderPage>
  );
}

/** Staff's order page: the customer chosen first (a new form for each), and provisioning moved on by hand. */
export function AdminOrderPage(props: { title: string; description: string; form: ComponentType<OrderFormProps> }) {
  const login = useCurrentLogin();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const Form = props.form;
  return (
    <OrderPage title={props.title} description={props.description} canAdvance={login.staff}>
      {(onPlaced) => (
        <Stack gap="md">
          <CompanyPicker label="Company" value={companyId} onChange={setCompanyId} required w={420} />
          <Form key={companyId ?? 0} companyId={companyId} admin onPlaced={onPlaced} />
        </Stack>
      )}
    </OrderPage>
  );
}
