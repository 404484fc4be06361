import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Which optional columns of a back-office table the director hid, kept in this browser's
 * localStorage under one key per table (what is shown is a preference, not personal data). The
 * hidden ones are stored, not the shown ones, so a column added later starts shown. A value
 * that cannot be read, or storage the browser refuses, counts as nothing hidden; every list on
 * the page that reads the same key follows a change at once.
 */

const changed = new EventTarget();
/** When storage is refused (a private window in some browsers): this page's memory instead. */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string): void {
  try {
    const stored = storage();
    if (!stored) throw new Error('no localStorage');
    stored.setItem(key, value);
  } catch {
    // Refused or full: this page keeps the choice in memory from now on.
    memory.set(key, value);
  }
  changed.dispatchEvent(new Event(key));
}

/** Every column name the stored value holds (nothing when it is not a list of names). */
function storedNames(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored value as the set of hidden columns, keeping only keys the table has. */
export function parseHidden<K extends string>(
  raw: string | null,
  optional: readonly K[],
): ReadonlySet<K> {
  const names = storedNames(raw);
  return new Set(optional.filter((key) => names.includes(key)));
}

export interface ColumnChoice<K extends string> {
  /** Whether an optional column is shown (the essential ones always are: not asked here). */
  shows: (key: K) => boolean;
  setShown: (key: K, shown: boolean) => void;
}

/** The director's choice of `optional` columns for the table kept under `storageKey`. */
export function useColumnChoice<K extends string>(
  storageKey: string,
  optional: readonly K[],
): ColumnChoice<K> {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const fromOtherTab = (event: StorageEvent) => {
        if (event.key === storageKey) onChange();
      };
      changed.addEventListener(storageKey, onChange);
      window.addEventListener('storage', fromOtherTab);
      return () => {
        changed.removeEventListener(storageKey, onChange);
        window.removeEventListener('storage', fromOtherTab);
      };
    },
    [storageKey],
  );
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(storageKey),
    () => null,
  );
  // `optional` is usually a new array each render: its keys, not its identity, matter.
  const keys = optional.join(' ');
  const hidden = useMemo(() => parseHidden(raw, keys ? (keys.split(' ') as K[]) : []), [raw, keys]);

  const setShown = useCallback(
    (key: K, shown: boolean) => {
      // Names this table does not show now stay (a 참여 자녀 column hidden for another lecture).
      const next = new Set(storedNames(readRaw(storageKey)));
      if (shown) next.delete(key);
      else next.add(key);
      writeRaw(storageKey, JSON.stringify([...next]));
    },
    [storageKey],
  );

  return { shows: (key: K) => !hidden.has(key), setShown };
}
