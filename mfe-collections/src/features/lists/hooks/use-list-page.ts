import { useSearchParams } from 'react-router-dom';
import { pageOf, PAGE_SIZE } from '../../../lib/page-number';

/** The list page of the URL (`?page=`), by the page helper of spec §5: anything but a positive integer is page 1. */
export function useListPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const { page } = pageOf(params.get('page'), PAGE_SIZE);
  const go = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, go];
}
