import { Button, Group } from '@mantine/core';
import { INVOICE_PAGE_SIZE, invoicePageLinks } from '@portico/domain';

/**
 * The invoice pager (customer portal §9): 60 invoices a page, up to 10 page links around the current one (the
 * domain's `invoicePageLinks`), with Previous and Next. Nothing when everything fits on one page.
 */
export function InvoicePager({ page, total, onPage }: { page: number; total: number; onPage(page: number): void }) {
  const pageCount = Math.ceil(total / INVOICE_PAGE_SIZE);
  if (pageCount <= 1) return null;
  return (
    <Group gap={4} role="navigation" aria-label="Invoice pages">
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {invoicePageLinks(page, pageCount).map((n) => (
        <Button
          key={n}
          size="xs"
          variant={n === page ? 'filled' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="xs" variant="default" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
