import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PowerBiEmbedErrorDialog } from './power-bi-embed-error-dialog';

describe('the Power BI embed error dialog', () => {
  it("names the report and gives the server's reason, and closes on OK", async () => {
    const close = jest.fn();
    render(
      <PowerBiEmbedErrorDialog
        props={{ error: 'Power BI embedding is not configured on this server.', title: 'Pipeline by region' }}
        close={close}
      />,
    );
    expect(screen.getByText('Pipeline by region')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Power BI embedding is not configured on this server.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
