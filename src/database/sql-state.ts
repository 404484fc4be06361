import { QueryFailedError } from 'typeorm';

/** PostgreSQL's SQLSTATE codes the app answers in words (Appendix A of its manual). */
export const SQL_STATE = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
} as const;

/** Whether PostgreSQL refused a statement with `state` (a QueryFailedError carrying it). */
export function refusedWith(error: unknown, state: string): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === state
  );
}
