import { useEffect, useRef, useState } from 'react';

/** How long typing may pause before the server is asked; the shared predicate answers every keystroke before that. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's own text, written to the URL (and so to the server query) once typing pauses.
 * A change of the URL's text from elsewhere (back button, Clear All) replaces what is typed.
 */
export function useSearchText(urlText: string, commit: (text: string) => void) {
  const [text, setText] = useState(urlText);
  const written = useRef(urlText);

  useEffect(() => {
    if (urlText !== written.current) {
      written.current = urlText;
      setText(urlText);
    }
  }, [urlText]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === written.current) return;
    const timer = setTimeout(() => {
      // An Apply or a back button may have written this very text meanwhile.
      if (trimmed === written.current) return;
      written.current = trimmed;
      commit(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  return [text, setText] as const;
}
