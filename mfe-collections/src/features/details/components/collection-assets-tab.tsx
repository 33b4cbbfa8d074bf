import { useState } from 'react';
import { Button, Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import type { Collection } from '@portal/contracts';
import { SearchResultsList } from '@portal/search-results';
import { useListCollectionAssetsQuery, useSearchCollectionAssetsQuery } from '../../../api/collections-api';
import { pageOf, PAGE_SIZE } from '../../../lib/page-number';
import { countOf } from '../../../components/entity-card';
import { Notice } from '../../../components/notice';
import { Pager } from '../../../components/pager';
import { CollectionAssetGrid } from './collection-asset-actions';
import { EntityInsightsPanel } from './entity-insights';

/** The URL state of the tab: the words searched (`q`) and the page (`page`, by the page helper of spec §5). */
function useAssetsUrlState() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const { page } = pageOf(params.get('page'), PAGE_SIZE);
  const set = (next: { q?: string; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.q !== undefined) {
        if (next.q) updated.set('q', next.q);
        else updated.delete('q');
        updated.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
      }
      return updated;
    });
  return { q, page, set };
}

/** Every asset of the collection, 30 a page, pinned first (GET v2/collections/{id}/assets). */
function AllAssets({
  collection,
  page,
  onPage,
  phone,
}: {
  collection: Collection;
  page: number;
  onPage: (page: number) => void;
  phone: boolean;
}) {
  const id = collection.collectionId;
  const assets = useListCollectionAssetsQuery({ id, page });
  const rows = assets.data?.rows ?? [];
  if (assets.error)
    return (
      <Notice kind="error" title="The assets could not be loaded.">
        {errorMessage(assets.error)}
      </Notice>
    );
  if (assets.isLoading) return <p aria-busy="true">Loading the assets…</p>;
  return (
    <div aria-busy={assets.isFetching} style={{ display: 'grid', gap: 16 }}>
      {rows.length === 0 ? (
        <Notice kind="info" title="This collection has no assets yet.">
          {collection.isEditable
            ? 'Add assets with Add to collection on search results or content pages, or when you upload them.'
            : 'Its owners and editors add assets to it.'}
        </Notice>
      ) : (
        <CollectionAssetGrid label="Assets" rows={rows} collection={collection} phone={phone} />
      )}
      <Pager page={page} total={assets.data?.count ?? 0} label="Asset pages" onPage={onPage} />
    </div>
  );
}

/**
 * The collection's assets searched (GET v2/collections/{id}/assets/search: POST v2/search's answer restricted to
 * the collection), shown with the search results' own renderers (Card, Mobile on a phone). A private asset the user
 * may not open is listed without a link, as in search.
 */
function SearchedAssets({
  collection,
  q,
  page,
  onPage,
  phone,
}: {
  collection: Collection;
  q: string;
  page: number;
  onPage: (page: number) => void;
  phone: boolean;
}) {
  const search = useSearchCollectionAssetsQuery({ id: collection.collectionId, q, page });
  if (search.error)
    return (
      <Notice kind="error" title="The search failed.">
        {errorMessage(search.error)}
      </Notice>
    );
  if (!search.data) return <p aria-busy="true">Searching…</p>;
  const { documents, totalRecords } = search.data;
  return (
    <div aria-busy={search.isFetching} style={{ display: 'grid', gap: 16 }}>
      <p role="status" style={{ margin: 0 }}>
        {countOf(totalRecords, 'asset')} of this collection match “{q}”.
      </p>
      {documents.length > 0 && (
        <SearchResultsList
          hits={documents}
          siteId={collection.deploymentIndexId}
          renderer={phone ? 'Mobile' : 'Card'}
        />
      )}
      <Pager page={page} total={totalRecords} label="Result pages" onPage={onPage} />
    </div>
  );
}

/**
 * The assets tab (spec §2.3 'Collection Assets', insights shown): the collection's insights, a search box that
 * searches within the collection, and its assets 30 a page (spec §9) with pin/unpin and remove for editors.
 */
export function CollectionAssetsTab({ collection, phone }: { collection: Collection; phone: boolean }) {
  const { q, page, set } = useAssetsUrlState();
  const [text, setText] = useState(q);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <EntityInsightsPanel
        entity={{ kind: 'collection', id: collection.collectionId }}
        siteId={collection.deploymentIndexId}
      />
      <div role="search" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Input.Search
          aria-label="Search this collection"
          placeholder="Search this collection"
          allowClear
          enterButton="Search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => set({ q: value.trim() })}
          style={{ maxWidth: phone ? '100%' : 480 }}
        />
        {q && (
          <Button
            type="link"
            onClick={() => {
              setText('');
              set({ q: '' });
            }}
          >
            Show all assets
          </Button>
        )}
      </div>
      {q ? (
        <SearchedAssets
          collection={collection}
          q={q}
          page={page}
          onPage={(next) => set({ page: next })}
          phone={phone}
        />
      ) : (
        <AllAssets collection={collection} page={page} onPage={(next) => set({ page: next })} phone={phone} />
      )}
    </div>
  );
}
