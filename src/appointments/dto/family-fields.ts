import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { BOOKING_LIMITS } from '../../../shared/booking';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** No line break and no web address: a name opens every message sent about the booking. */
const NAME_ONLY = /^(?!.*(:\/\/|www\.))[^\r\n]*$/i;

/** A name a family types for an appointment, trimmed, with its Korean messages. */
function FamilyName(what: string, max: number): PropertyDecorator {
  return applyDecorators(
    Transform(trim),
    IsString({ message: `${what}을 입력해 주세요.` }),
    IsNotEmpty({ message: `${what}을 입력해 주세요.` }),
    MaxLength(max, { message: `${what}은 ${max}자 이하로 입력해 주세요.` }),
    Matches(NAME_ONLY, { message: `${what}을 올바르게 입력해 주세요.` }),
  );
}

/** The guardian's name on a booking (the family's form and the calendar's). */
export const GuardianName = () => FamilyName('보호자 이름', BOOKING_LIMITS.guardianName);

/** The child's name on a booking (the family's form and the calendar's). */
export const ChildName = () => FamilyName('자녀 이름', BOOKING_LIMITS.childName);
