import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isIsoDate } from '../dates/seoul-date';

/** A real calendar date written YYYY-MM-DD, optionally within [min, max]. */
export function IsCalendarDate(
  range: { min?: string } = {},
  options?: ValidationOptions,
): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !isIsoDate(value)) return false;
          if (range.min && value < range.min) return false;
          return true;
        },
      },
    });
  };
}
