import { Alert, Button, Stack } from '@mantine/core';
import type { PlacedOrder } from '@portico/contract';
import { useState } from 'react';
import { CompanyPicker } from '../../components/ui/company-picker';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { OrderStatus } from './order-status';
import { PortOrderForm } from './port-order-form';

export function Placed({
  order,
  message,
  onAnother,
  canAdvance,
}: {
  order: PlacedOrder;
  message: string;
  onAnother(): void;
  canAdvance: boolean;
}) {
  return (
    <Stack gap="md" maw={720}>
      <Alert color="teal" role="status">
        {message}
      </Alert>
      <OrderStatus orderId={order.orderId} canAdvance={canAdvance} />
      <Button variant="default" onClick={onAnother} w="fit-content">
        Order another
      </Button>
    </Stack>
  );
}

/** `/orderPort`: a customer orders a Port or a LAG for the company it acts for, sees the price, confirms. */
export function OrderPortPage() {
  const company = useActingCompany();
  const [placed, setPlaced] = useState<{ order: PlacedOrder; message: string } | null>(null);
  return (
    <>
      <PageHeader
        title="Order a Port"
        description={`A Port or a LAG for ${company.companyName}: choose, see the price, then confirm.`}
      />
      {placed ? (
        <Placed {...placed} onAnother={() => setPlaced(null)} canAdvance={false} />
      ) : (
        <PortOrderForm
          companyId={company.companyId}
          admin={false}
          onPlaced={(order, message) => setPlaced({ order, message })}
        />
      )}
    </>
  );
}

/** `/adminOrderPort`: staff order a Port or a LAG for a customer, chosen first, with the internal terms. */
export function AdminOrderPortPage() {
  const login = useCurrentLogin();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [placed, setPlaced] = useState<{ order: PlacedOrder; message: string } | null>(null);
  return (
    <>
      <PageHeader title="Order a Port for a customer" description="Choose the company first, then the Port or LAG." />
      {placed ? (
        <Placed {...placed} onAnother={() => setPlaced(null)} canAdvance={login.companyId === 1} />
      ) : (
        <Stack gap="md">
          <CompanyPicker label="Company" value={companyId} onChange={setCompanyId} required w={420} />
          <PortOrderForm
            key={companyId ?? 0}
            companyId={companyId}
            admin
            onPlaced={(order, message) => setPlaced({ order, message })}
          />
        </Stack>
      )}
    </>
  );
}
