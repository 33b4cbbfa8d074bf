import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResultRenderer } from '@portal/contracts';
import { renderWithPlatform } from '@portal/test-utils';
import type { SearchHit } from './search-hit';
import { SearchResultsList } from './search-results-list';
import { VISIBILITY_UNDETERMINED } from './access-visibility';

const hits: SearchHit[] = [
  { doc_id: 'doc-1', id: 'doc-1', title: 'Brand playbook', isAccessible: true } as SearchHit,
  { doc_id: 'doc-2', id: 'doc-2', title: 'Private pitch', isAccessible: false } as SearchHit,
];

describe('the shared search results', () => {
  it.each<ResultRenderer>(['Card', 'Gallery', 'Mobile'])(
    'in the %s renderer, show the actions a screen gives per result, under that result',
    (renderer) => {
      renderWithPlatform(
        <SearchResultsList
          hits={hits}
          siteId={3}
          renderer={renderer}
          actions={(hit) => (hit.isAccessible ? <button type="button">Act on {hit.title}</button> : null)}
        />,
      );
      const items = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
      expect(within(items[0]!).getByRole('button', { name: 'Act on Brand playbook' })).toBeInTheDocument();
      expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
      expect(within(items[0]!).getByRole('link', { name: 'Brand playbook' })).toHaveAttribute(
        'href',
        '/sites/3/content/doc-1/home',
      );
    },
  );

  it.each<ResultRenderer>(['Card', 'Gallery', 'Mobile'])(
    'in the %s renderer, make the title of a result the user may not open a button when the screen handles it',
    (renderer) => {
      const opened: string[] = [];
      renderWithPlatform(
        <SearchResultsList hits={hits} siteId={3} renderer={renderer} onPrivate={(hit) => opened.push(hit.doc_id)} />,
      );
      const items = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
      within(items[1]!).getByRole('button', { name: 'Private pitch' }).click();
      expect(opened).toEqual(['doc-2']);
      expect(within(items[0]!).queryByRole('button', { name: 'Brand playbook' })).not.toBeInTheDocument();
    },
  );

  it.each<ResultRenderer>(['Card', 'Gallery', 'Mobile'])(
    'in the %s renderer, give each result a checkbox named by its title when the screen lets results be selected',
    async (renderer) => {
      const ticked: [string, boolean][] = [];
      const pending = {
        doc_id: 'doc-3',
        id: 'doc-3',
        title: 'Pending',
        visibility: VISIBILITY_UNDETERMINED,
      } as SearchHit;
      renderWithPlatform(
        <SearchResultsList
          hits={[...hits, pending]}
          siteId={3}
          renderer={renderer}
          selection={{ selected: new Set(['doc-1']), onSelect: (hit, on) => ticked.push([hit.doc_id, on]) }}
        />,
      );
      const playbook = screen.getByRole('checkbox', { name: 'Select Brand playbook' });
      expect(playbook).toBeChecked();
      // Not while its access is checked, never for a private asset the user may not open.
      expect(screen.getByRole('checkbox', { name: 'Select Private pitch' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Select Pending' })).toBeDisabled();
      playbook.focus();
      await userEvent.keyboard(' ');
      expect(ticked).toEqual([['doc-1', false]]);
    },
  );

  it('show no actions when the screen gives none', () => {
    renderWithPlatform(<SearchResultsList hits={hits} siteId={3} renderer="Card" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
