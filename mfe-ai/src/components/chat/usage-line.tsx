import { useEffect } from 'react';
import { Typography } from 'antd';
import { useGetAiUsageQuery } from '../../api/assistant-api';

/** The user's AI calls this hour against their limit, read again after each reply (`replies`: how many so far). */
export function UsageLine({ siteId, replies }: { siteId: number; replies: number }) {
  const usage = useGetAiUsageQuery(siteId);
  const { refetch } = usage;
  useEffect(() => {
    if (replies > 0) void refetch();
  }, [replies, refetch]);
  if (!usage.data) return null;
  const { callsThisHour, callsPerHour } = usage.data;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {callsThisHour} of {callsPerHour} AI calls used this hour.
    </Typography.Text>
  );
}
