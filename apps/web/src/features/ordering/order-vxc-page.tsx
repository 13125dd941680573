import { Stack } from '@mantine/core';
import type { PlacedOrder } from '@portico/contract';
import { useState } from 'react';
import { CompanyPicker } from '../../components/ui/company-picker';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { Placed } from './order-port-page';
import { VxcOrderForm } from './vxc-order-form';

/** `/orderVxc`: a customer orders a VXC from one of its Ports to any Port or a cloud, sees the price, confirms. */
export function OrderVxcPage() {
  const company = useActingCompany();
  const [placed, setPlaced] = useState<{ order: PlacedOrder; message: string } | null>(null);
  return (
    <>
      <PageHeader
        title="Order a VXC"
        description={`A virtual cross connect for ${company.companyName}: choose its ends, see the price, then confirm.`}
      />
      {placed ? (
        <Placed {...placed} onAnother={() => setPlaced(null)} canAdvance={false} />
      ) : (
        <VxcOrderForm
          companyId={company.companyId}
          admin={false}
          onPlaced={(order, message) => setPlaced({ order, message })}
        />
      )}
    </>
  );
}

/** `/adminOrderVxc`: staff order a VXC for a customer, chosen first; both sides start approved. */
export function AdminOrderVxcPage() {
  const login = useCurrentLogin();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [placed, setPlaced] = useState<{ order: PlacedOrder; message: string } | null>(null);
  return (
    <>
      <PageHeader title="Order a VXC for a customer" description="Choose the company first, then the VXC." />
      {placed ? (
        <Placed {...placed} onAnother={() => setPlaced(null)} canAdvance={login.companyId === 1} />
      ) : (
        <Stack gap="md">
          <CompanyPicker label="Company" value={companyId} onChange={setCompanyId} required w={420} />
          <VxcOrderForm
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
