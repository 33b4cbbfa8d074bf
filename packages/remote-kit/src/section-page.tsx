import { Navigate, useParams } from 'react-router-dom';
import { TitledPage } from '@portal/ui';

/**
 * A section whose sub-pages are chosen by a route parameter (e.g. /collections/:page?), each with
 * the spec's page title; an unknown sub-page goes back to the section's home.
 */
export function SectionPage({
  titles,
  param = 'page',
}: {
  titles: Record<string, string> & { home: string };
  param?: string;
}) {
  const page = useParams()[param] ?? 'home';
  const title = titles[page];
  if (!title) return <Navigate to=".." relative="path" replace />;
  return <TitledPage title={title} />;
}
