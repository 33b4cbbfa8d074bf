import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@portal/test-utils';
import { anAwardResult } from '../../../testing/fake-awards-api';
import { AwardDetailsPanel } from './award-details-panel';

const RESULT = anAwardResult({
  Title: 'City Lights',
  Awards: 'Grand Prix',
  Category: 'Outdoor',
  Product: 'Night Bus',
  Advertiser: 'Contoso',
  agency: 'Summit Creative',
  network: 'Summit Worldwide',
  holdingCompany: 'Northwind Group',
  office: 'Paris',
  City: 'Paris',
  region: 'EMEA',
  showName: 'Cannes Lions',
  year: 2025,
  credits: 9,
});

describe('the award details panel', () => {
  it('shows every field of the result, and searches the library for the work', () => {
    renderWithPlatform(<AwardDetailsPanel props={{ result: RESULT, siteId: 12 }} close={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'City Lights' })).toBeVisible();
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Awards', 'Grand Prix'],
      ['Points', '10'],
      ['Category', 'Outdoor'],
      ['Product', 'Night Bus'],
      ['Advertiser', 'Contoso'],
      ['Agency', 'Summit Creative'],
      ['Network', 'Summit Worldwide'],
      ['Holding company', 'Northwind Group'],
      ['Office', 'Paris'],
      ['City', 'Paris'],
      ['Region', 'EMEA'],
      ['Show', 'Cannes Lions'],
      ['Year', '2025'],
      ['People credited', '9'],
    ]);
    expect(screen.getByRole('link', { name: 'Search the library for this work' })).toHaveAttribute(
      'href',
      '/sites/12/search?q=City%20Lights',
    );
  });

  it('marks an empty field, and says so when no result was given', () => {
    const { unmount } = renderWithPlatform(
      <AwardDetailsPanel props={{ result: { ...RESULT, Product: '' } }} close={jest.fn()} />,
    );
    const product = screen.getByText('Product').closest('tr')!;
    expect(within(product).getByText('—')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderWithPlatform(<AwardDetailsPanel props={{}} close={jest.fn()} />);
    expect(screen.getByText('No award result was given.')).toBeVisible();
  });
});
