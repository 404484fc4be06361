import { registerDecorator } from 'class-validator';
import { isCompletePhone } from '../../../shared/format/phone';

/** A complete Korean phone number as the forms shape it (010-1234-5678; shared/format/phone). */
export function IsPhone(message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPhone',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCompletePhone(value),
      },
    });
}
