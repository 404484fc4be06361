import { isPhoneNumber, telHref } from '@/lib/format';

/** A contact the centre typed: a tel: link when it is a phone number, else the text as typed. */
export function PhoneText({ text }: { text: string }) {
  return isPhoneNumber(text) ? <a href={telHref(text)}>{text}</a> : <>{text}</>;
}
