import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import MinusOutlined from '@ant-design/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { theme } from 'antd';
import type { SitePatterns } from '@portal/contracts';
import { metricSentence, trendOf, type Trend } from '../state/pattern-statements';
import { cardStyle } from '../../../components/card-style';

/** The mark before a sentence: an arrow up or down, a plus for a first figure, a dash when nothing moved. */
export function TrendMark({ trend }: { trend: Trend }) {
  const { token } = theme.useToken();
  const [Icon, color] =
    trend === 'up'
      ? [ArrowUpOutlined, token.colorSuccess]
      : trend === 'down'
        ? [ArrowDownOutlined, token.colorError]
        : trend === 'new'
          ? [PlusOutlined, token.colorInfo]
          : [MinusOutlined, token.colorTextTertiary];
  return <Icon aria-hidden style={{ color, marginTop: 4 }} />;
}

/**
 * The figures of the period against the period before, one sentence each ("Views rose 38% against the 3 months
 * before (420 against 304)."), with an arrow the sentence already says in words.
 */
export function PatternChanges({ metrics, before }: { metrics: SitePatterns['metrics']; before: string }) {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label={`Figures against ${before}`}
      style={{
        ...cardStyle(token),
        margin: 0,
        listStyle: 'none',
        display: 'grid',
        gap: '8px 24px',
        // Side by side where the sentences fit, one under the other on a phone.
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 400px), 1fr))',
      }}
    >
      {metrics.map((change) => (
        <li key={change.metric} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <TrendMark trend={trendOf(change)} />
          <span>{metricSentence(change, before)}</span>
        </li>
      ))}
    </ul>
  );
}
