import type { RefObject } from 'react';
import { StatusMessage } from '@/components/ui/status-message';

/** What takes the focus inside a field's section, in this order: the editor's text, an input. */
const CONTROLS = ['[contenteditable="true"]', 'input, select, textarea', 'button, [tabindex]'];

/**
 * Brings a field into view, its label and message with it, and puts the focus in it: the element
 * of `id`, or the first control inside it (the editor's editing area, a list's first input). At
 * once, not smoothly: the focus and the view arrive together.
 */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const inside = CONTROLS.map((selector) => element.querySelector<HTMLElement>(selector));
  const control = element.matches(CONTROLS.join(', '))
    ? element
    : (inside.find((found) => found !== null) ?? element);
  const section = control.closest<HTMLElement>('.field, fieldset') ?? control;
  // jsdom (the unit tests) has no scrolling.
  if ('scrollIntoView' in section) section.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}

export interface ErrorSummaryItem {
  /** The id of the field (or of its section) the link goes to. */
  id: string;
  text: string;
}

/**
 * A form's problems above its fields (as 센터 정보 shows them): a title said at once (role=alert),
 * a link to each field with its message, which brings the field into view with the focus in it,
 * then what belongs to no field. Nothing while there is nothing to say.
 */
export function FormErrorSummary({
  title,
  items,
  messages = [],
  summaryRef,
}: {
  title: string;
  items: ErrorSummaryItem[];
  messages?: string[];
  /** To focus the summary when only it has something to say (a refusal of no field). */
  summaryRef?: RefObject<HTMLDivElement | null>;
}) {
  if (items.length === 0 && messages.length === 0) return null;
  return (
    <div ref={summaryRef} className="admin-form__errors" tabIndex={-1}>
      <StatusMessage tone="error">{title}</StatusMessage>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(item.id);
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
