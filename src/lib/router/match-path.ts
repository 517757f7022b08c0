/** A route's parameters by name (`:id` in the pattern), and `*` for what a catch-all route matched. */
export type Params = Readonly<Record<string, string | undefined>>;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Whether `pathname` is a path `pattern` describes: literal segments (any letter case), `:name` for one segment, a
 * trailing `/*` or a lone `*` for the rest; trailing slashes are ignored. The parameters come decoded.
 */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const names: string[] = [];
  const rest = pattern === '*' || pattern.endsWith('/*');
  const fixed = rest ? pattern.slice(0, -1).replace(/\/$/, '') : pattern;
  const source = fixed
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return literal(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  if (rest) names.push('*');
  const match = new RegExp(`^${source}${rest ? '(?:/(.*))?' : ''}/*$`, 'i').exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = decode(match[i + 1] ?? '');
  });
  return { params };
}
