import { types } from 'pg';

/**
 * `date` columns stay the calendar-date strings they are ("2026-12-05"). By default `pg` turns
 * them into a Date at local midnight, which shifts the day when the process is not in Seoul.
 */
const DATE_OID = 1082;
types.setTypeParser(DATE_OID, (value: string) => value);
