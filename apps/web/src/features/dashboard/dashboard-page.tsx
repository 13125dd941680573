import { PageHeader } from '../../components/ui/page-header';

/** The customer's dashboard (decision 0052). */
export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
