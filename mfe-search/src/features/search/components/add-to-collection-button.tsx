import { Button } from 'antd';
import { usePlatform } from '@portal/platform';
import { resultTitle, type SearchHit } from '@portal/search-results';

/** "Add to collection" on a result: opens the uploader's add-to-collections panel for its document. */
export function AddToCollectionButton({ hit }: { hit: SearchHit }) {
  const platform = usePlatform();
  return (
    <Button
      size="small"
      aria-label={`Add ${resultTitle(hit)} to a collection`}
      onClick={() => platform.panels.open('addToCollections', { docId: hit.doc_id })}
    >
      Add to collection
    </Button>
  );
}
