import { Button } from 'antd';
import { usePlatform } from '@portal/platform';
import { resultTitle, type SearchHit } from '@portal/search-results';

/** "Add to collection" on a result: opens the uploader's add-to-collections panel for its document. */
export function AddToCollectionButton({ hit }: { hit: SearchHit }) {
  const platform = usePlatform();
  return (
    <Button
      size="small"
      // The visible text leads the accessible name (WCAG 2.5.3, axe label-content-name-mismatch); the title tells results apart.
      aria-label={`Add to collection: ${resultTitle(hit)}`}
      onClick={() => platform.panels.open('addToCollections', { docId: hit.doc_id })}
    >
      Add to collection
    </Button>
  );
}
