import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { ReportGroup } from '#src/domain/moderation.ts';
import { ReportsTab } from '#src/features/admin/moderation/reports-tab.tsx';
import { type ApiCall, mockApi, type Reply } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';

// Several requests and renders per step; a busy two-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

const REPORTS = 'GET /api/admin/reports';

const group = (i: number): ReportGroup => ({
  listing: {
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    propertyName: i % 10 === 0 ? `Thane flat ${i}` : `Reported flat ${i}`,
    location: 'Andheri West',
    owner: { _id: 'o1', name: 'Owner Shah', email: 'owner@example.in' },
    createdAt: '2026-11-01T10:00:00.000Z',
    hidden: false,
    hiddenReason: null,
    verifiedAt: null,
    confirmedAt: '2026-11-01T10:00:00.000Z',
    openReports: 1,
  },
  reports: [
    {
      _id: `r${i}`,
      propertyId: `p${i}`,
      reason: 'fake',
      details: null,
      status: 'open',
      createdAt: '2026-11-20T10:00:00.000Z',
      reporter: { _id: 'u1', name: 'Asha Patil' },
    },
  ],
});
const groups = Array.from({ length: 120 }, (_, i) => group(i + 1));

/** The server's paged, searched answer over `groups` (the cursor here is simply where the page starts). */
function paged({ url }: ApiCall): Reply {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const matches = groups.filter((g) => g.listing.propertyName.toLowerCase().includes(q));
  const from = Number(url.searchParams.get('cursor') ?? 0);
  const end = from + Number(url.searchParams.get('limit'));
  return { status: 200, body: { groups: matches.slice(from, end), nextCursor: end < matches.length ? String(end) : null, total: matches.length } };
}

it('pages past 100 reported listings and searches them on the server', async () => {
  const f = mockApi({ [REPORTS]: paged });
  renderPage(<ReportsTab onReview={() => undefined} />, { path: '/admin/dashboard' });
  expect(await screen.findByText('Showing 50 of 120 reported listings')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Load more reported listings' }));
  expect(await screen.findByText('Showing 100 of 120 reported listings')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more reported listings' }));
  expect(await screen.findByRole('article', { name: 'Reported flat 119' })).toBeInTheDocument();
  expect(screen.getByText('Showing 120 of 120 reported listings')).toBeInTheDocument();
  expect(f.callsTo(REPORTS).map((c) => c.url.searchParams.get('cursor'))).toEqual([null, '50', '100']);

  await user.type(screen.getByRole('searchbox', { name: 'Search reported listings' }), 'thane');
  expect(await screen.findByText('Showing 12 of 12 reported listings')).toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox', { name: 'Search reported listings' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search reported listings' }), 'nowhere');
  expect(await screen.findByText('No reported listing matches your search.')).toBeInTheDocument();
});

it('says there are no open reports when there are none', async () => {
  mockApi({ [REPORTS]: { status: 200, body: { groups: [], nextCursor: null, total: 0 } } });
  renderPage(<ReportsTab onReview={() => undefined} />, { path: '/admin/dashboard' });
  expect(await screen.findByText('No open reports')).toBeInTheDocument();
});
