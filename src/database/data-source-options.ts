import './pg-types';
import type { DataSourceOptions } from 'typeorm';
import { ApplicationFee } from '../applications/application-fee.entity';
import { Application } from '../applications/application.entity';
import { Lecture } from '../lectures/lecture.entity';
import { LectureFee } from '../lectures/lecture-fee.entity';
import { Program } from '../programs/program.entity';
import { Payment } from '../payments/payment.entity';
import { ProgramImage } from '../programs/program-image.entity';
import { SandboxIdempotency } from '../sandbox/sandbox-idempotency.entity';
import { SandboxPayment } from '../sandbox/sandbox-payment.entity';
import { AdminRefreshToken } from '../auth/admin-refresh-token.entity';
import { AdminSession } from '../auth/admin-session.entity';
import { AdminUser } from '../auth/admin-user.entity';
import { migrations } from './migrations';

export const entities = [
  Program,
  ProgramImage,
  Lecture,
  LectureFee,
  Application,
  ApplicationFee,
  Payment,
  SandboxPayment,
  SandboxIdempotency,
  AdminUser,
  AdminSession,
  AdminRefreshToken,
];

/** The one description of the database, shared by the app and the migration CLI (ormconfig.ts). */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    extra: { max: poolSize, connectionTimeoutMillis: 10_000 },
  };
}
