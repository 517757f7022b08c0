import { expect, it } from 'vitest';
import { dotWindow } from '#src/ui/listing/card-carousel.tsx';

it('shows every dot up to five photos', () => {
  expect(dotWindow(0, 3)).toEqual([0, 1, 2]);
  expect(dotWindow(4, 5)).toEqual([0, 1, 2, 3, 4]);
});

it('slides a window of five dots with the shown photo past five, never past either end', () => {
  expect(dotWindow(0, 10)).toEqual([0, 1, 2, 3, 4]);
  expect(dotWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  expect(dotWindow(9, 10)).toEqual([5, 6, 7, 8, 9]);
});
