import { Button, Space, theme } from 'antd';
import { usePlatform } from '@portal/platform';

/**
 * No results, with the ways out a person would try: remove the filters, search in the other mode, or tell us
 * what is missing ("Can't find what you're looking for? Let us know.", the new-content request form).
 */
export function NoResults(props: {
  q: string;
  filterCount: number;
  semantic: boolean;
  onClearFilters: () => void;
  onSwitchMode: () => void;
}) {
  const platform = usePlatform();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'grid',
        gap: 12,
        justifyItems: 'center',
        textAlign: 'center',
        padding: '32px 16px',
        color: token.colorTextSecondary,
      }}
    >
      <div style={{ display: 'grid', gap: 4 }}>
        <strong style={{ color: token.colorText }}>
          {props.q.trim() ? `No results for “${props.q.trim()}”` : 'No results'}
        </strong>
        <span>
          {props.filterCount > 0 ? 'Try removing some filters, ' : 'Try other words, '}
          {props.q.trim() ? `or a ${props.semantic ? 'keyword' : 'semantic'} search.` : 'or another site.'}
        </span>
      </div>
      <Space wrap style={{ justifyContent: 'center' }}>
        {props.filterCount > 0 && <Button onClick={props.onClearFilters}>Remove filters</Button>}
        {props.q.trim() && (
          <Button onClick={props.onSwitchMode}>
            {props.semantic ? 'Try a keyword search' : 'Try a semantic search'}
          </Button>
        )}
        <Button type="link" onClick={() => platform.dialogs.open('newContentRequest')}>
          Can&apos;t find what you&apos;re looking for? Let us know.
        </Button>
      </Space>
    </div>
  );
}
