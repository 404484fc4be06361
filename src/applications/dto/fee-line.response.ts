/** A fee line of an application, as chosen when applying: the course's name and its won. */
export class FeeLine {
  /** @example "1회차" */
  type: string;
  /** Won. @example 30000 */
  amount: number;
}
