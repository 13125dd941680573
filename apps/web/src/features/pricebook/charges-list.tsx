import type { VxcCharge } from '@portico/contract';
import { formatSpeed } from '@portico/domain';
import { formatPrice } from '../../lib/price-format';

interface ChargesListProps {
  charges: readonly VxcCharge[];
  currency: string;
  /** the supplier of the price's market: the euro supplier's prices show € (`formatPrice`) */
  supplierId: number | null;
  /** the list's accessible name, e.g. "Charges of price 12" */
  label: string;
}

/** A VXC price's charges as people read them: each listed speed with its amount in the one money format. */
export function ChargesList({ charges, currency, supplierId, label }: ChargesListProps) {
  return (
    <dl className="charges-list" aria-label={label}>
      {charges.map((c) => (
        <div key={c.speed} style={{ display: 'contents' }}>
          <dt>{formatSpeed(c.speed)}</dt>
          <dd>{formatPrice(c.charge, currency, supplierId)}</dd>
        </div>
      ))}
    </dl>
  );
}
