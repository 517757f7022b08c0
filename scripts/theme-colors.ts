import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The colour tokens of the Tailwind theme in src/index.css, so icons and the manifest use the design system's values. */
export function themeColors(root = resolve(import.meta.dirname, '..')): Record<string, string> {
  const css = readFileSync(resolve(root, 'src/index.css'), 'utf8');
  const colors: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8});/gi)) {
    if (name && value) colors[name] = value.toLowerCase();
  }
  return colors;
}

export function themeColor(name: string): string {
  const value = themeColors()[name];
  if (!value) throw new Error(`src/index.css has no --color-${name}`);
  return value;
}
