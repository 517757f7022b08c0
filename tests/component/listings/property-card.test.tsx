import { render, screen } from '@testing-library/react';
import { CardShell } from '../../helpers/render.tsx';
import { expect, it } from 'vitest';
import { HiddenNote } from '#src/ui/listing/hidden-note.tsx';
import { PropertyCard } from '#src/ui/listing/property-card.tsx';
import { makeProperty } from './make-property.ts';

function facts(bedrooms: number): string[] {
  render(
    <CardShell>
      <PropertyCard property={makeProperty({ propertyName: 'Listing', bedrooms, carpetArea: 400 })} layout="grid" />
    </CardShell>,
  );
  return screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
}

it('shows the bedrooms of a flat', () => {
  expect(facts(2)).toContain('2 Beds');
});

it('leaves bedrooms off a shop or a plot, which has none', () => {
  const shown = facts(0);
  expect(shown.some((text) => /Bed/.test(text))).toBe(false);
  expect(shown.some((text) => /400/.test(text))).toBe(true);
});

const note = (p: Parameters<typeof HiddenNote>[0]['property']) => <HiddenNote property={p} />;

it('says a listing taken down is no longer available, and tells only its owner (who gets the reason) why', () => {
  render(
    <CardShell>
      <PropertyCard property={makeProperty({ propertyName: 'Saved one', hidden: true })} layout="grid" footer={note} />
      <PropertyCard property={makeProperty({ propertyName: 'Mine', hidden: true, hiddenReason: 'Photos of another flat' })} layout="grid" footer={note} />
      <PropertyCard property={makeProperty({ propertyName: 'Listed' })} layout="grid" footer={note} />
    </CardShell>,
  );
  expect(screen.getByRole('article', { name: 'Saved one' })).toHaveTextContent('No longer available');
  expect(screen.getByRole('article', { name: 'Mine' })).toHaveTextContent('Hidden by our teamReason: Photos of another flat');
  expect(screen.getByRole('article', { name: 'Mine' })).not.toHaveTextContent('No longer available');
  expect(screen.getByRole('article', { name: 'Listed' })).not.toHaveTextContent(/No longer available|Hidden/);
});

it("shows 'Verified by our agent' with the day, in Mumbai, only on a verified listing", () => {
  render(
    <CardShell>
      <PropertyCard property={makeProperty({ propertyName: 'Checked', verifiedAt: '2026-11-11T20:00:00.000Z' })} layout="grid" />
      <PropertyCard property={makeProperty({ propertyName: 'Unchecked' })} layout="grid" />
    </CardShell>,
  );
  expect(screen.getByRole('article', { name: 'Checked' })).toHaveTextContent('Verified by our agent on 12 Nov 2026');
  expect(screen.getByRole('article', { name: 'Unchecked' })).not.toHaveTextContent('Verified');
});

it('shows the price per square foot of carpet, a rent by the month, and none without an area', () => {
  render(
    <CardShell>
      <PropertyCard property={makeProperty({ propertyName: 'Flat', price: 15_000_000, carpetArea: 800 })} layout="grid" />
      <PropertyCard property={makeProperty({ propertyName: 'Let', type: 'rent', price: 45_000, carpetArea: 600 })} layout="list" />
      <PropertyCard property={makeProperty({ propertyName: 'Odd', carpetArea: 0 })} layout="grid" />
    </CardShell>,
  );
  expect(screen.getByRole('article', { name: 'Flat' })).toHaveTextContent('₹18,750 per sq ft');
  expect(screen.getByRole('article', { name: 'Let' })).toHaveTextContent('₹75 per sq ft a month');
  expect(screen.getByRole('article', { name: 'Odd' })).not.toHaveTextContent('per sq ft');
});
