import { useEffect, useRef } from 'react';
import { Alert } from 'antd';
import { TableauViz, Toolbar } from '@tableau/embedding-api';
import { errorMessage } from '@portal/api-client';
import { useGetTableauTokenQuery } from '../../../api/content-api';

export interface TableauDashboardProps {
  url: string;
  title: string;
  /** The 'toolbar' variants show Tableau's toolbar at the top; otherwise it is hidden. */
  toolbar: boolean;
}

/**
 * A Tableau view drawn by Tableau's Embedding API v3 (the 'tableau' modes, spec §4), signed in with a connected-app
 * token the server makes for the user and the view's host (GET v2/tableau?tbh=). Without a token the page says why
 * (the server names what to configure).
 */
export function TableauDashboard({ url, title, toolbar }: TableauDashboardProps) {
  const host = new URL(url).hostname;
  const query = useGetTableauTokenQuery(host, { refetchOnMountOrArgChange: true });
  const container = useRef<HTMLDivElement>(null);
  const token = query.data?.token;
  useEffect(() => {
    const parent = container.current;
    if (!parent || !token) return;
    const viz = new TableauViz();
    viz.src = url;
    viz.token = token;
    viz.toolbar = toolbar ? Toolbar.Top : Toolbar.Hidden;
    viz.setAttribute('title', title);
    viz.style.width = '100%';
    viz.style.height = '100%';
    parent.append(viz);
    return () => viz.remove();
  }, [token, url, toolbar, title]);

  const error = query.error ? errorMessage(query.error) : (query.data?.error ?? null);
  if (error) return <Alert type="error" showIcon title="The Tableau view could not be embedded." description={error} />;
  if (!token) return <p aria-busy="true">Loading the Tableau view…</p>;
  return <div ref={container} style={{ width: '100%', height: '100%' }} />;
}
