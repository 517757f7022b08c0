import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PropertyCard } from '#src/ui/listing/property-card.tsx';
import { CardShell } from '../../helpers/render.tsx';
import { makeProperty } from './make-property.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function card(images = 3) {
  const p = makeProperty({ propertyName: 'Sea view 2 BHK' });
  p.images = p.images.slice(0, images);
  render(
    <CardShell>
      <PropertyCard property={p} layout="grid" />
    </CardShell>,
  );
  return p;
}

const photo = () => screen.getByRole('img', { name: /Sea view 2 BHK, photo/ });

it('wraps around both ways and jumps with the dots', () => {
  card();
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 1 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 3 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 1 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 2 of 3');
  expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
});

it('advances every 3000 ms while hovered and goes back to the first photo on leave', () => {
  card();
  const article = screen.getByRole('article');
  fireEvent.mouseEnter(article);
  act(() => vi.advanceTimersByTime(2999));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 1 of 3');
  act(() => vi.advanceTimersByTime(1));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 2 of 3');
  act(() => vi.advanceTimersByTime(6000));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 1 of 3');
  act(() => vi.advanceTimersByTime(3000));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 2 of 3');
  fireEvent.mouseLeave(article);
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 1 of 3');
  act(() => vi.advanceTimersByTime(9000));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 1 of 3');
});

it('goes back to the first photo on leave when the card appeared under a pointer that then moved inside it', () => {
  card();
  // The card was put under a still pointer (a list redrawn as the device's catalogue arrives), so no "enter" came;
  // the pointer then moves from one of its buttons to another, and picks the second photo.
  const previous = screen.getByRole('button', { name: 'Previous photo' });
  const dot = screen.getByRole('button', { name: 'Show photo 2' });
  fireEvent.mouseOut(previous, { relatedTarget: dot });
  fireEvent.mouseOver(dot, { relatedTarget: previous });
  fireEvent.mouseMove(dot);
  fireEvent.click(dot);
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 2 of 3');
  fireEvent.mouseLeave(screen.getByRole('article'));
  expect(photo()).toHaveAccessibleName('Sea view 2 BHK, photo 1 of 3');
});

it('does not run a timer or show controls for a single photo', () => {
  card(1);
  // The query client's own timers (the site settings' staleness) are not the carousel's.
  const before = vi.getTimerCount();
  fireEvent.mouseEnter(screen.getByRole('article'));
  expect(vi.getTimerCount()).toBe(before);
  expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
});

it('shows the 400x200 placeholder when a listing has no photos', () => {
  card(0);
  const img = screen.getByRole('img', { name: 'No photo yet' });
  expect(img).toHaveAttribute('src', '/placeholder-property.svg');
  expect(img).toHaveAttribute('width', '400');
  expect(img).toHaveAttribute('height', '200');
});

it('gives photos srcset, sizes, fixed dimensions, and lazy loading unless above the fold', () => {
  card();
  const img = photo();
  expect(img.getAttribute('srcset')).toContain('400w');
  expect(img.getAttribute('sizes')).toContain('100vw');
  expect(img).toHaveAttribute('width', '1600');
  expect(img).toHaveAttribute('height', '1200');
  expect(img).toHaveAttribute('loading', 'lazy');
});
