import { useEffect } from 'react';
import type { errorMessage } from '@/lib/api-error';

type QueryError = Parameters<typeof errorMessage>[0];

/**
 * The server's 400 messages for a form, each under its field: every message the content forms'
 * DTOs write starts with the field's Korean name (src/site/dto/site-settings.dto.ts,
 * src/programs/dto/program-form.dto.ts), so the longest name a message starts with is its field.
 * Messages that name no field stay in `other` (shown above the form).
 */
export function fieldErrors<Field extends string>(
  caught: unknown,
  labels: Record<Field, string>,
): { byField: Partial<Record<Field, string>>; other: string[] } {
  const data = (caught as QueryError & { data?: { message?: unknown } })?.data as
    { message?: unknown } | undefined;
  const raw = data?.message;
  const messages = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  const byLength = (Object.entries(labels) as [Field, string][]).sort(
    (a, b) => b[1].length - a[1].length,
  );
  const byField: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const message of messages) {
    const match = byLength.find(([, label]) => message.startsWith(label));
    if (match && !byField[match[0]]) byField[match[0]] = message;
    else if (!match) other.push(message);
  }
  return { byField, other };
}

/**
 * Moves the focus to the first field with an error, in the form's order, each time a failed
 * save sets new errors (after they render, when the fields say aria-invalid).
 */
export function useFocusFirstError(errors: object, ids: string[]): void {
  const order = ids.join(' ');
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    for (const id of order.split(' ')) {
      const element = document.getElementById(id);
      if (element?.getAttribute('aria-invalid') === 'true') {
        element.focus();
        return;
      }
    }
  }, [errors, order]);
}
