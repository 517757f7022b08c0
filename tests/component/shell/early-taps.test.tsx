import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, StaticRouter, useParams } from 'react-router';
import { expect, it } from 'vitest';
import { holdEarlyTaps } from '#src/app/server-render/early-taps.ts';

it('holds taps on buttons until the app runs, then replays them in order, skipping buttons gone from the page', () => {
  document.body.innerHTML =
    '<button id="menu">Menu</button><button id="gone">Gone</button><a id="link" href="#x">Link</a><button id="off" disabled>Off</button>' +
    '<p><button id="en-1">English</button><button id="en-2">English</button></p>';
  const seen: string[] = [];
  document.addEventListener('click', (e) => seen.push(e.target instanceof Element ? e.target.id : '?'));
  const release = holdEarlyTaps(document);

  document.getElementById('menu')?.click();
  document.getElementById('gone')?.click();
  document.getElementById('link')?.click();
  document.getElementById('menu')?.click();
  // Only the link (no app needed) went through; the buttons wait.
  expect(seen).toEqual(['link']);

  // The second "English" is painted anew (a Hindi reader's page): the tap goes to the button now in its place.
  document.getElementById('en-2')?.click();
  const painted = document.querySelector('p');
  if (painted) painted.innerHTML = '<button id="en-1-new">English</button><button id="en-2-new">English</button>';

  document.getElementById('gone')?.remove();
  release();
  expect(seen).toEqual(['link', 'menu', 'menu', 'en-2-new']);

  // Released: later taps go straight through.
  document.getElementById('menu')?.click();
  expect(seen).toEqual(['link', 'menu', 'menu', 'en-2-new', 'menu']);
});

it('tells the app what was typed and chosen before it ran: the page follows the fields as they are on screen', async () => {
  function Search() {
    const [q, setQ] = useState('2 BHK');
    const [type, setType] = useState('');
    return (
      <form>
        <input aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
        <select aria-label="Type" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">Any</option>
          <option value="rent">Rent</option>
        </select>
        <output>{`${q}|${type}`}</output>
      </form>
    );
  }
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Search />);
  document.body.replaceChildren(root);
  const release = holdEarlyTaps(document);
  // The user types and chooses in the server's markup, before the app has taken it over.
  await userEvent.type(screen.getByLabelText('Search'), ' Borivali');
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'rent');

  await act(async () => void hydrateRoot(root, <Search />));
  expect(screen.getByLabelText('Search')).toHaveValue('2 BHK Borivali');
  act(() => release());
  expect(screen.getByRole('status')).toHaveTextContent('2 BHK Borivali|rent');
  // And the field goes on as usual.
  await userEvent.type(screen.getByLabelText('Search'), '!');
  expect(screen.getByRole('status')).toHaveTextContent('2 BHK Borivali!|rent');
  act(() => root.remove());
});

it('leaves a link tapped before the app runs to the browser, and once it runs follows a plain tap in the app, a modified one not', async () => {
  function Listing() {
    return <p>listing {useParams().id}</p>;
  }
  const home = <Link to="/property/p1">Open</Link>;
  const root = document.createElement('div');
  root.innerHTML = renderToString(<StaticRouter location="/">{home}</StaticRouter>);
  document.body.replaceChildren(root);
  const release = holdEarlyTaps(document);
  const link = screen.getByRole('link', { name: 'Open' });
  // A real link in the server's markup: a tap goes to the page by itself, with no app to wait for.
  expect(link.getAttribute('href')).toBe('/property/p1');
  const seen: boolean[] = [];
  const watch = (e: MouseEvent) => {
    seen.push(e.defaultPrevented);
    // jsdom cannot leave the page: stopped here, after the tap has been seen whole.
    e.preventDefault();
  };
  document.addEventListener('click', watch);
  link.click();
  document.removeEventListener('click', watch);
  // Neither held nor cancelled: the browser follows it.
  expect(seen).toEqual([false]);

  await act(
    async () =>
      void hydrateRoot(
        root,
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={home} />
            <Route path="/property/:id" element={<Listing />} />
          </Routes>
        </MemoryRouter>,
      ),
  );
  act(() => release());
  // Ctrl-click (a new tab): the app does not navigate, and does not stop the browser.
  const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  act(() => void screen.getByRole('link', { name: 'Open' }).dispatchEvent(ctrl));
  expect(ctrl.defaultPrevented).toBe(false);
  expect(screen.queryByText('listing p1')).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: 'Open' }));
  expect(await screen.findByText('listing p1')).toBeInTheDocument();
  act(() => root.remove());
});
