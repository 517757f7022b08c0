import type { SVGProps } from 'react';

/**
 * A line icon in a 24-unit box, drawn in the text colour of wherever it sits: the drawing (paths, circles,
 * rectangles) is its children, and a caller passes only what differs from a 2-unit outline (a thicker stroke, round
 * ends, a fill). Decoration only: screen readers skip it, and the words beside it or the button's label speak.
 */
export function Icon({ className, ...drawing }: SVGProps<SVGSVGElement>) {
  return <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" {...drawing} aria-hidden="true" />;
}
