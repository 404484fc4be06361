/**
 * An iCalendar (RFC 5545) object with one event, as a family's calendar app takes it from an
 * e-mail (iTIP, RFC 5546): METHOD:REQUEST adds or updates the event (the one with the same UID
 * and a higher SEQUENCE wins), METHOD:CANCEL with STATUS:CANCELLED removes it. Times are written
 * in Asia/Seoul with its VTIMEZONE (UTC+9 all year: Korea has no daylight saving time). Text is
 * escaped and lines folded at 75 octets without splitting a UTF-8 character (Korean letters are
 * three octets each).
 */
export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for one appointment across every message about it. */
  uid: string;
  /** Rises on each change of the event (a move, the cancel). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this object was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  /** The family's e-mail, when the event goes to one. */
  attendee?: string;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** "20261124T100000": the Seoul wall clock of an instant. */
function seoulLocal(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS)
    .toISOString()
    .replace(/[-:]/g, '')
    .slice(0, 15);
}

/** "20261122T030000Z". */
function utc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
      // Other control characters have no place in a calendar's text (RFC 5545 3.3.11).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A parameter value (CN=…) quoted, without the characters a quoted value may not hold. */
function paramText(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** One content line folded at 75 octets: CRLF and a space before each continuation. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const SEOUL_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Seoul',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** One VEVENT's lines; an event in a feed has no organizer or attendee. */
function eventLines(
  event: Omit<CalendarEvent, 'method' | 'organizer'> & {
    organizer?: CalendarEvent['organizer'];
    cancelled?: boolean;
  },
): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=Asia/Seoul:${seoulLocal(event.start)}`,
    `DTEND;TZID=Asia/Seoul:${seoulLocal(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramText(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    ...(event.attendee
      ? [`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee}`]
      : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

function calendar(head: string[], body: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//maeum-center//appointments//KO',
    'CALSCALE:GREGORIAN',
    ...head,
    ...SEOUL_TIMEZONE,
    ...body,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

export function calendarObject(event: CalendarEvent): string {
  return calendar(
    [`METHOD:${event.method}`],
    eventLines({ ...event, cancelled: event.method === 'CANCEL' }),
  );
}

/** One event of a subscribed feed: what is on it now (a cancelled one is simply left out). */
export type FeedEvent = Omit<CalendarEvent, 'method' | 'organizer' | 'attendee'>;

/**
 * A calendar a phone subscribes to (RFC 5545 with METHOD:PUBLISH): every event on it now, the
 * calendar's name (X-WR-CALNAME, which Google, Apple and Samsung calendars show) and how often to
 * look again (REFRESH-INTERVAL, RFC 7986, and its older X-PUBLISHED-TTL).
 */
export function calendarFeed(name: string, events: readonly FeedEvent[]): string {
  return calendar(
    [
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${icsText(name)}`,
      'X-WR-TIMEZONE:Asia/Seoul',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ],
    events.flatMap((event) => eventLines(event)),
  );
}
