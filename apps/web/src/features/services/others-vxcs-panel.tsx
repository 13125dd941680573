import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type Product, productSchema, type TechnicalService } from '@portico/contract';
import { formatSpeed } from '@portico/domain';
import { useState } from 'react';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { SpeedChangeForm } from './speed-change-form';
import { useProduct } from './speed-change.api';

const ENDED = ['CANCELLED', 'DECOMMISSIONED'];

/** The running VXCs another company pays for whose B end is this Port (`GET /v2/product/{uid}`'s attached VXCs). */
function othersVxcs(port: Product): Product[] {
  return (port.associatedVxcs ?? []).flatMap((item) => {
    const parsed = productSchema.safeParse(item);
    if (!parsed.success) return [];
    const vxc = parsed.data;
    const theirs = vxc.companyUid !== port.companyUid && vxc.bEnd?.productUid === port.productUid;
    return theirs && !ENDED.includes(vxc.provisioningStatus) ? [vxc] : [];
  });
}

/**
 * A Port's VXCs that another company pays for, ending here (decision 0053): the B end's owner may ask for a change
 * of their speed — at once when the price stays, else a request the payer approves — through the same form as the
 * payer's, opened one VXC at a time. `mayAsk` says whether the person may ask for a VXC of that distance band (the
 * permission the server asks for in the Port's company): the others see the list without the button.
 */
export function OthersVxcsPanel({
  service,
  mayAsk,
}: {
  service: Pick<TechnicalService, 'technicalServiceUid'>;
  mayAsk(distanceBand: string | null): boolean;
}) {
  const product = useProduct(service.technicalServiceUid);
  const [open, setOpen] = useState<number | null>(null);
  // a part of the Port's page that most Ports lack: nothing shows until it is known to have something to show
  const vxcs = product.data ? othersVxcs(product.data) : [];
  if (vxcs.length === 0) return null;
  const askable = (vxc: Product) => mayAsk(vxc.distanceBand ?? null);
  const chosen = vxcs.find((v) => v.productId === open && askable(v));
  const columns: SimpleColumn<Product>[] = [
    { header: 'VXC', cell: (vxc) => vxc.productName },
    { header: 'Paid by', cell: (vxc) => vxc.companyName },
    { header: 'Speed', cell: (vxc) => (vxc.rateLimit ? formatSpeed(vxc.rateLimit) : '—') },
    {
      header: null,
      cell: (vxc) =>
        askable(vxc) && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setOpen(open === vxc.productId ? null : vxc.productId)}
            aria-label={`Change the speed of ${vxc.productName}`}
            aria-expanded={open === vxc.productId}
          >
            Change speed
          </Button>
        ),
    },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="others-vxcs-title">
      <Title order={2} size="h4" mb="xs" id="others-vxcs-title">
        VXCs other companies pay for
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {vxcs.some(askable)
          ? 'They end on this Port. You may ask for another speed: the company paying approves it when the price changes.'
          : 'They end on this Port.'}
      </Text>
      <Stack gap="sm">
        <SimpleTable
          label="VXCs other companies pay for"
          columns={columns}
          rows={vxcs}
          rowKey={(vxc) => vxc.productId}
        />
        {chosen && (
          <SpeedChangeForm
            key={chosen.productId}
            service={{ technicalServiceId: chosen.productId, rateLimit: chosen.rateLimit ?? 0 }}
          />
        )}
      </Stack>
    </Paper>
  );
}
