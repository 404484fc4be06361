import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';

// In forms/ (not lib/): only the lazy form pages use it, so it stays out of the shared chunk.

/** A sentence by field, shown beside it. */
export type FieldErrors<E extends string> = Partial<Record<E, string>>;

/** A refusal the form could not place beside a field: for its alert or summary. */
export interface Refusal {
  /** What the request threw (an RTK Query error after unwrap()). */
  caught: unknown;
  /** The server's messages that belong to no field (maybe none: a 503, a network failure). */
  messages: string[];
}

/** The keys of V whose values are text: what `field()` binds to an input, select or textarea. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** What `field()` gives a text control: to spread on TextField and its kin. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: () => void;
}

/**
 * The messages of a refusal as the server's validation pipe sends them: class-validator's
 * sentences in `data.message`, one string or a list (src/common/http/app-validation.pipe.ts).
 */
export function serverMessagesOf(caught: unknown): string[] {
  const message = (caught as { data?: { message?: unknown } } | null)?.data?.message;
  if (typeof message === 'string') return message ? [message] : [];
  if (!Array.isArray(message)) return [];
  return message.filter((item): item is string => typeof item === 'string' && item !== '');
}

export interface UseFormOptions<V, E extends string> {
  initial: V | (() => V);
  /** The form's own check, in the server's words: a sentence by field, {} when it may be sent. */
  validate: (values: V) => FieldErrors<E>;
  /** The fields in the form's order: the first with an error takes the focus. */
  order: readonly E[];
  /**
   * Puts the focus on a field (by its id, or scrolled to its section); `values` are the ones
   * checked or sent, for a field that is a list (which of its rows).
   */
  focus: (field: E, values: V) => void;
  /**
   * Which field a server message is about, or undefined for the form's summary. Without it every
   * message goes to the summary.
   */
  fieldOf?: (message: string, caught: unknown) => E | undefined;
  /** A refusal's messages; by default class-validator's (`serverMessagesOf`). */
  messagesOf?: (caught: unknown) => string[];
  /** Called with true as the request leaves and false when it is answered. */
  onPendingChange?: (pending: boolean) => void;
  /** A refusal left something for the summary (to focus it, say). */
  onRefused?: (refusal: Refusal) => void;
  /**
   * When the check's errors show: after the first submit ('submitted', the default), or also on
   * a field once it was left ('touched'); once shown, they follow every change. Or as the last
   * submit found them, the server's too, until any value changes ('until-edited': the sign-in
   * forms, whose error answers one attempt and goes as the user types again).
   */
  showErrors?: 'submitted' | 'touched' | 'until-edited';
  /**
   * Says the check's errors in a modal alert instead of beside the fields; resolves once it is
   * closed, and only then does the first field take the focus (the page behind a modal is inert).
   */
  alert?: (errors: FieldErrors<E>, values: V) => Promise<void>;
}

/**
 * One form's binding: its values, the check's errors beside their fields (or in an `alert`),
 * which fields were touched, and a submit that checks first (focus on the first error), then
 * sends once however often it is pressed until the answer comes; a refusal's messages land
 * beside the fields they are about (`fieldOf`) and the rest in `refusal`. A server error beside
 * a field goes away when that field changes.
 */
export function useForm<V extends object, E extends string>({
  initial,
  validate,
  order,
  focus,
  fieldOf,
  messagesOf = serverMessagesOf,
  onPendingChange,
  onRefused,
  showErrors = 'submitted',
  alert,
}: UseFormOptions<V, E>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<FieldErrors<E>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Since the last submit a value changed: for 'until-edited', its errors are gone.
  const [edited, setEdited] = useState(false);
  const inFlight = useRef(false);

  const untilEdited = showErrors === 'until-edited';
  const shown = untilEdited ? submitted && !edited : submitted || showErrors === 'touched';
  const own: FieldErrors<E> = shown && !alert ? validate(values) : {};
  const errors: FieldErrors<E> = {};
  for (const field of order) {
    const visible = submitted || touched[field as unknown as keyof V];
    const text = (visible ? own[field] : undefined) ?? placed[field];
    if (text) errors[field] = text;
  }

  /** Replaces some values; a server error about a changed field goes away ('until-edited': all). */
  const update = (patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (untilEdited) {
      setEdited(true);
      if (Object.keys(placed).length > 0) setPlaced({});
      return;
    }
    const changed = Object.keys(patch) as string[];
    if (changed.some((key) => key in placed)) {
      setPlaced((current) => {
        const next = { ...current };
        for (const key of changed) delete next[key as E];
        return next;
      });
    }
  };

  const setValue = <K extends keyof V>(name: K, value: V[K]) =>
    update({ [name]: value } as unknown as Partial<V>);

  const touch = (name: keyof V) =>
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  /** value, error, onChange and onBlur of a text field, to spread on TextField and its kin. */
  const field = <K extends TextKey<V> & E>(name: K): FieldBinding => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[K]),
    onBlur: () => touch(name),
  });

  /** Starts again from `next` (a form emptied once sent, say): no errors, nothing touched. */
  const reset = (next: V) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setEdited(false);
    setPlaced({});
    setRefusal(null);
  };

  const place = (caught: unknown) => {
    const fields: FieldErrors<E> = {};
    const rest: string[] = [];
    for (const message of messagesOf(caught)) {
      const name = fieldOf?.(message, caught);
      if (name === undefined) rest.push(message);
      else fields[name] = fields[name] ? `${fields[name]} ${message}` : message;
    }
    setPlaced(fields);
    const first = order.find((name) => fields[name]);
    if (first !== undefined) focus(first, values);
    if (first === undefined || rest.length > 0) {
      const left = { caught, messages: rest };
      setRefusal(left);
      onRefused?.(left);
    }
  };

  /**
   * The form's onSubmit: checks, then `send(values)` once; `send` resolves when the server said
   * yes and throws its refusal.
   */
  const handleSubmit =
    (send: (values: V) => Promise<void>) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (inFlight.current) return;
      setSubmitted(true);
      setEdited(false);
      setPlaced({});
      setRefusal(null);
      const found = validate(values);
      const first = order.find((name) => found[name]);
      if (first !== undefined && alert) {
        inFlight.current = true;
        try {
          await alert(found, values);
        } finally {
          inFlight.current = false;
        }
        // After the alert has closed and given the focus back to the button that opened it.
        window.setTimeout(() => focus(first, values), 0);
        return;
      }
      if (first !== undefined) {
        focus(first, values);
        return;
      }
      inFlight.current = true;
      setSubmitting(true);
      onPendingChange?.(true);
      try {
        await send(values);
      } catch (caught) {
        place(caught);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
        onPendingChange?.(false);
      }
    };

  return {
    values,
    update,
    setValue,
    field,
    touch,
    touched,
    errors,
    submitted,
    submitting,
    refusal,
    handleSubmit,
    reset,
  };
}
