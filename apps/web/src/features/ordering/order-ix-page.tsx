import { Stack } from '@mantine/core';
import type { PlacedOrder } from '@portico/contract';
import { IX_MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { CompanyPicker } from '../../components/ui/company-picker';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { IxOrderForm } from './ix-order-form';
import { Placed } from './order-port-page';

/** `/orderIx`: a customer connects one of its Ports to an internet exchange. */
export function OrderIxPage() {
  const company = useActingCompany();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  return (
    <>
      <PageHeader title="Order an IX connection" description={`Peering for ${company.companyName}.`} />
      {placed ? (
        <Placed order={placed} message={IX_MESSAGES.created} onAnother={() => setPlaced(null)} canAdvance={false} />
      ) : (
        <IxOrderForm companyId={company.companyId} admin={false} onPlaced={setPlaced} />
      )}
    </>
  );
}

/** `/adminOrderIx`: staff connect a customer's Port to an internet exchange, the company chosen first. */
export function AdminOrderIxPage() {
  const login = useCurrentLogin();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  return (
    <>
      <PageHeader title="Order an IX connection for a customer" description="Choose the company first." />
      {placed ? (
        <Placed
          order={placed}
          message={IX_MESSAGES.created}
          onAnother={() => setPlaced(null)}
          canAdvance={login.companyId === 1}
        />
      ) : (
        <Stack gap="md">
          <CompanyPicker label="Company" value={companyId} onChange={setCompanyId} required w={420} />
          <IxOrderForm key={companyId ?? 0} companyId={companyId} admin onPlaced={setPlaced} />
        </Stack>
      )}
    </>
  );
}
