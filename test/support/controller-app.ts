import type { INestApplication, Type } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ApiExceptionFilter } from '../../src/common/http/api-exception.filter';
import { AppValidationPipe } from '../../src/common/http/app-validation.pipe';
import { autoMock } from './auto-mock';

/** The signed-in administrator as the guard leaves it on the request. */
export interface SignedIn {
  id: number;
  username: string;
  sessionId: string;
  role: 'OWNER' | 'STAFF';
}

export interface ControllerApp {
  http: TestAgent;
  /** The mock standing in for a provider (its methods are `jest.fn()`s). */
  mockOf<T>(token: Type<T>): jest.Mocked<T>;
  close(): Promise<void>;
}

/**
 * One controller in a Nest app of its own, with the app's validation pipe and error filter
 * (src/app.factory.ts) and every provider it injects mocked: a controller spec proves the request
 * shapes a route takes and refuses, and what it hands its service, without a database (the
 * immich way: the thing under test real, what it calls fake). Guards are not mounted: who may
 * call a route is the route table's part (test/api/route-guard.test.ts); `user` stands in for
 * the administrator the guard would have signed in.
 */
export async function controllerApp(
  controller: Type,
  { user }: { user?: SignedIn } = {},
): Promise<ControllerApp> {
  const moduleRef = await Test.createTestingModule({ controllers: [controller] })
    .useMocker(autoMock)
    .compile();
  const app: INestApplication = moduleRef.createNestApplication(new ExpressAdapter(), {
    logger: false,
  });
  // What auth's global guard sets on a signed-in request (AdminPrincipal).
  if (user)
    app.use((req: { user?: SignedIn }, _res: unknown, next: () => void) => {
      req.user = user;
      next();
    });
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  await app.init();
  return {
    http: supertest(app.getHttpServer()),
    mockOf: <T>(token: Type<T>) => moduleRef.get(token, { strict: false }) as jest.Mocked<T>,
    close: () => app.close(),
  };
}
