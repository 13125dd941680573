import { PageHeader } from '../../components/ui/page-header';

/** A company's API keys (decision 0050). */
export function ApiKeysPage() {
  return <PageHeader title="API keys" />;
}
