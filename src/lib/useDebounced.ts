import { useEffect, useState } from 'react';

/** The value, updated only after it has stayed unchanged for `delay` ms (300 by default, so typing is not interrupted). */
export function useDebounced<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}
