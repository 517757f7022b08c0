import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { PropertyCard } from '../../../src/ui/listing/property-card.tsx';
import { makeProperty } from './make-property.ts';

function facts(bedrooms: number): string[] {
  render(
    <MemoryRouter>
      <PropertyCard property={makeProperty({ propertyName: 'Listing', bedrooms, carpetArea: 400 })} layout="grid" />
    </MemoryRouter>,
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
