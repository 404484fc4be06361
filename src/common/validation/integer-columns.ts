import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * The largest value of PostgreSQL's `integer` (and of `serial`, its id sequences): every id and
 * every won amount is stored in one. A number beyond it reaches the database only to fail there
 * ("integer out of range", a 500), so requests are checked against it first.
 */
export const PG_INTEGER_MAX = 2_147_483_647;

/**
 * A whole JSON number within [min, max]. Strings are refused (no conversion), and so are the
 * floats JSON.parse makes of `99999999999999999999` or `1e308`: they are past `max` anyway.
 */
export function IsIntegerIn(
  name: string,
  min: number,
  max: number,
  options?: ValidationOptions,
): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [min, max],
      options,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
      },
    });
}

/** A row id: a whole number from 1 to what a `serial` column holds. */
export function IsRowId(options?: ValidationOptions): PropertyDecorator {
  return IsIntegerIn('isRowId', 1, PG_INTEGER_MAX, options);
}

/**
 * An amount in won: a whole number from `min` (default 0) to `max` (default, and at most, what an
 * `integer` column holds).
 */
export function IsWon(
  range: { min?: number; max?: number } = {},
  options?: ValidationOptions,
): PropertyDecorator {
  const max = Math.min(range.max ?? PG_INTEGER_MAX, PG_INTEGER_MAX);
  return IsIntegerIn('isWon', range.min ?? 0, max, options);
}
