import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ReportListingButton } from '#src/features/listings/report/report-listing-button.tsx';
import { mockApi } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';

const REPORT = 'POST /api/property/report/p1';

async function openForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Report this listing' }));
  await screen.findByRole('group', { name: 'What is wrong with this listing?' });
  return user;
}

it('asks for a reason, and for words when the reason is Other, before sending anything', async () => {
  const f = mockApi({ [REPORT]: { status: 201, body: { message: 'Thanks, we will check this listing' } } });
  renderPage(<ReportListingButton propertyId="p1" />);
  const user = await openForm();
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText('Please choose a reason')).toBeInTheDocument();
  await user.click(screen.getByLabelText('Other'));
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText('Please tell us what is wrong')).toBeInTheDocument();
  expect(f.callsTo(REPORT)).toHaveLength(0);
});

it('sends the reason and thanks the reporter', async () => {
  const f = mockApi({ [REPORT]: { status: 201, body: { message: 'Thanks, we will check this listing' } } });
  renderPage(<ReportListingButton propertyId="p1" />);
  const user = await openForm();
  for (const reason of ['Fake or duplicate listing', 'Already sold or let', 'Wrong price', 'Broker posing as owner', 'Wrong photos']) {
    expect(screen.getByLabelText(reason)).toBeInTheDocument();
  }
  await user.click(screen.getByLabelText('Broker posing as owner'));
  await user.type(screen.getByLabelText('Tell us more'), 'Asked for brokerage');
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thanks, we will check this listing');
  await waitFor(() => expect(f.callsTo(REPORT)).toHaveLength(1));
  expect(f.callsTo(REPORT)[0]?.body).toEqual({ reason: 'broker', details: 'Asked for brokerage' });
});

it("shows the server's words when it refuses, e.g. a second report", async () => {
  mockApi({ [REPORT]: { status: 409, body: { message: 'You have already reported this listing. We are checking it.' } } });
  renderPage(<ReportListingButton propertyId="p1" />);
  const user = await openForm();
  await user.click(screen.getByLabelText('Wrong price'));
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You have already reported this listing. We are checking it.');
});
