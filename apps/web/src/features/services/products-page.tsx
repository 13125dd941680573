import { PageHeader } from '../../components/ui/page-header';

/** The company's products with their terms and prices. */
export function ProductsPage() {
  return <PageHeader title="Products" />;
}
