/**
 * A request the server refused, with the sentence to show: what the forms that call fetch
 * themselves (sign-in, two-factor, the invitation) throw from useForm's send.
 */
export class Refused extends Error {}

/** useForm's `messagesOf` for those forms: the refusal's sentence, or `fallback` when no answer came. */
export function refusalOf(fallback: string) {
  return (caught: unknown): string[] => [caught instanceof Refused ? caught.message : fallback];
}
