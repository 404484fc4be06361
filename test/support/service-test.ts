import { HttpException, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { autoMock } from './auto-mock';

/** A provider the spec gives itself: a fake repository, a clock it moves, a configuration. */
export type Given = [token: unknown, value: unknown];

export interface TestService<T> {
  sut: T;
  /** The mock standing in for a provider the spec did not give (its methods are `jest.fn()`s). */
  mockOf<U>(token: Type<U>): jest.Mocked<U>;
}

/**
 * One service, real, in a Nest module of its own (immich's `newTestService`): the providers the
 * spec gives (`given`: fakes of the repositories whose rows the rule reads, a FixedClock, the
 * configuration) and a `jest.fn()` mock of every other one it injects. A service spec proves a
 * rule where it lives, without a database or HTTP; what the SQL itself does (locks, races,
 * constraints) stays the API tests' part.
 */
export async function newTestService<T>(
  service: Type<T>,
  given: Given[] = [],
): Promise<TestService<T>> {
  const moduleRef = await Test.createTestingModule({
    providers: [
      service,
      ...given.map(([provide, useValue]) => ({ provide: provide as Type, useValue })),
    ],
  })
    .useMocker(autoMock)
    .compile();
  return {
    sut: moduleRef.get(service),
    mockOf: <U>(token: Type<U>) => moduleRef.get(token, { strict: false }) as jest.Mocked<U>,
  };
}

/** What a service's refusal answers: the HTTP status and body of the exception it threw. */
export async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; body: object }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpException)) throw error;
  return { status: error.getStatus(), body: error.getResponse() as object };
}
