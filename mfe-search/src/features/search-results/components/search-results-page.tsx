import { TitledPage } from '@portal/ui';

export function SearchResultsPage() {
  return <TitledPage title="Search Results" />;
}
