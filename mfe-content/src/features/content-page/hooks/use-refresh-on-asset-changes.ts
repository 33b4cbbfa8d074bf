import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { portalApi } from '@portal/api-client';
import { usePlatform } from '@portal/platform';

/** Panels of other remotes say on the bus when they changed an asset: the page then reads it again. */
export function useRefreshOnAssetChanges(docId: string) {
  const { bus } = usePlatform();
  const dispatch = useDispatch();
  useEffect(() => {
    const subscription = bus.on('asset/updated').subscribe((event) => {
      if (event.docId.toLowerCase() === docId.toLowerCase())
        dispatch(portalApi.util.invalidateTags([{ type: 'Asset', id: docId.toLowerCase() }]));
    });
    return () => subscription.unsubscribe();
  }, [bus, dispatch, docId]);
}
