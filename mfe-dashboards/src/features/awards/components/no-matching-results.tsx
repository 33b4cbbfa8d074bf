import { Button, Empty } from 'antd';

/** What a page shows when the filters chosen leave nothing: say so, and offer to clear them. */
export function NoMatchingResults({ onClear }: { onClear: () => void }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No results match these filters">
      <Button onClick={onClear}>Clear filters</Button>
    </Empty>
  );
}
