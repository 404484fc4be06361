import { DynamicModule, Global, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { PagesModule } from './pages';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { Clock } from './common/clock/clock';
import { ShutdownState } from './common/lifecycle/shutdown-state';
import type { AppConfig } from './config/app.config';
import { APP_CONFIG, SITE_CONFIG } from './config/config.tokens';
import type { SiteConfig } from './config/site.config';
import { DatabaseModule } from './database/database.module';
import { entities } from './entities';
import { SeedModule } from './seed';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { PublicReadsModule } from './common/public-reads/public-reads.module';
import { HealthModule } from './health';
import {
  LecturesModule,
  LECTURE_APPLICATIONS,
  lockLectureSeats,
  seatCapacities,
  type LectureApplications,
} from './lectures';
import { ProgramsModule, PROGRAM_BOOKING, type ProgramBooking } from './programs';
import { SiteModule } from './site';
import { ImageStorage, UploadsModule } from './uploads';
import {
  ApplicationsModule,
  APPLICATION_CONSENTS,
  applicationCountsByLecture,
  applicationFeeUses,
  CONFIRMS_STARTED_SINCE,
  lectureHasApplications,
  OFFER_CLAIM,
  seatsHeldByApplications,
  UNPAID_WITHDRAWAL,
  type ApplicationConsents,
  type ConfirmsStartedSince,
  type OfferClaim,
  type UnpaidWithdrawal,
} from './applications';
import { confirmsStartedSince, PaymentsModule, withdrawUnpaid } from './payments';
import {
  AUDIT_ACCOUNTS,
  AUDIT_SUBJECTS,
  type AuditAccounts,
  AuditModule,
  type AuditSubjects,
} from './audit';
import { accountsByName, AuthModule } from './auth';
import { redactFamilyCodes, usableFamilyCode, GuestsModule } from './guests';
import {
  FAMILY_CODES,
  type FamilyCodesPort,
  NotificationsModule,
  MessageSandboxModule,
  usesMessageSandbox,
} from './notifications';
import { SEAT_SOURCES, SeatsModule, type SeatSources } from './seats';
import { Consents, PrivacyModule } from './privacy';
import { queuedFeeIds, seatsOffered, WaitlistModule, WaitlistOfferClaim } from './waitlist';
import { RefundsModule } from './refunds';
import { CashReceiptsModule } from './cash-receipts';
import { RetentionModule } from './retention';
import { OutboxModule } from './outbox';
import { JobsModule } from './common/jobs/jobs.module';
import { SandboxModule } from './sandbox';
import { TestClockModule } from './test-clock';
import { AdminModule, auditSubjects } from './admin';
import { NoticesModule } from './notices';
import { InquiriesModule } from './inquiries';
import { AppointmentsModule, bookablePrograms } from './appointments';
import { RequestLoad } from './common/http/request-load';

export interface AppModuleOptions {
  config: AppConfig;
  site: SiteConfig;
  clock: Clock;
  shutdown: ShutdownState;
  /** Where images are read and written: the upload folder or an S3-compatible bucket. */
  storage: ImageStorage;
  /** The PostgreSQL to use: the configured server, or the embedded one started for this process. */
  databaseUrl: string;
}

/**
 * Configuration, the clock, the shutdown state, image storage and the count of requests in flight
 * (RequestLoad), available to every module.
 */
@Global()
@Module({})
class CoreModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: options.config },
        { provide: SITE_CONFIG, useValue: options.site },
        { provide: Clock, useValue: options.clock },
        { provide: ShutdownState, useValue: options.shutdown },
        { provide: ImageStorage, useValue: options.storage },
        { provide: RequestLoad, useValue: new RequestLoad() },
      ],
      exports: [APP_CONFIG, SITE_CONFIG, Clock, ShutdownState, ImageStorage, RequestLoad],
    };
  }
}

/**
 * The ports lower modules declare and higher modules implement, bound here, the one place that
 * sees both sides (so the lower module never imports them): for applications, payments'
 * withdrawal of an unpaid application and its confirms (the release of a stale one), the
 * waiting list's use of an offer, privacy's consents; for lectures, the applications a lecture
 * edit asks about; for seats, the rows the seat ledger counts (lectures, applications, the
 * waiting list); for the audit, auth's accounts and the names of what its rows number (the
 * back office's read of applications, entries and lectures); for notifications, guests' family
 * codes; for programs, whether families can book a program on the site (appointments).
 * Global, so that the lower modules need no import of their implementers.
 */
@Global()
@Module({
  imports: [PrivacyModule, WaitlistModule],
  providers: [
    { provide: UNPAID_WITHDRAWAL, useValue: withdrawUnpaid satisfies UnpaidWithdrawal },
    {
      provide: CONFIRMS_STARTED_SINCE,
      useValue: confirmsStartedSince satisfies ConfirmsStartedSince,
    },
    {
      provide: OFFER_CLAIM,
      useFactory: (claims: WaitlistOfferClaim): OfferClaim => claims.claim.bind(claims),
      inject: [WaitlistOfferClaim],
    },
    {
      provide: APPLICATION_CONSENTS,
      useFactory: (consents: Consents): ApplicationConsents => consents,
      inject: [Consents],
    },
    {
      provide: LECTURE_APPLICATIONS,
      useValue: {
        countsByLecture: applicationCountsByLecture,
        any: lectureHasApplications,
        feeUses: applicationFeeUses,
      } satisfies LectureApplications,
    },
    {
      provide: SEAT_SOURCES,
      useValue: {
        lockLecture: lockLectureSeats,
        capacities: seatCapacities,
        heldByApplications: seatsHeldByApplications,
        offered: seatsOffered,
        queuedFeeIds,
      } satisfies SeatSources,
    },
    { provide: AUDIT_ACCOUNTS, useValue: accountsByName satisfies AuditAccounts },
    { provide: AUDIT_SUBJECTS, useValue: auditSubjects satisfies AuditSubjects },
    { provide: PROGRAM_BOOKING, useValue: { bookable: bookablePrograms } satisfies ProgramBooking },
    {
      provide: FAMILY_CODES,
      useValue: {
        usable: usableFamilyCode,
        redactDead: redactFamilyCodes,
      } satisfies FamilyCodesPort,
    },
  ],
  exports: [
    UNPAID_WITHDRAWAL,
    CONFIRMS_STARTED_SINCE,
    OFFER_CLAIM,
    APPLICATION_CONSENTS,
    LECTURE_APPLICATIONS,
    SEAT_SOURCES,
    AUDIT_ACCOUNTS,
    AUDIT_SUBJECTS,
    FAMILY_CODES,
    PROGRAM_BOOKING,
  ],
})
class PortsModule {}

/** Hashed build assets never change; index.html must always be fetched fresh. */
function setStaticCacheHeaders(res: ServerResponse, path: string): void {
  res.setHeader(
    'Cache-Control',
    path.includes(`${join('/', 'assets', '/')}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const { config } = options;
    const frontend = existsSync(join(config.staticDir, 'index.html'))
      ? [
          ServeStaticModule.forRoot({
            rootPath: config.staticDir,
            exclude: ['/api/{*path}', '/sandbox/{*path}'],
            serveStaticOptions: { setHeaders: setStaticCacheHeaders, index: false },
          }),
        ]
      : [];
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(options),
        PortsModule,
        JobsModule,
        DatabaseModule.forRoot(options.databaseUrl, config.database.poolSize, entities),
        SeedModule,
        RateLimitModule,
        PublicReadsModule,
        ...frontend,
        AuthModule,
        AuditModule,
        SiteModule,
        HealthModule,
        ProgramsModule,
        LecturesModule,
        NoticesModule,
        InquiriesModule,
        AppointmentsModule,
        UploadsModule,
        ApplicationsModule,
        PaymentsModule,
        GuestsModule,
        RefundsModule,
        CashReceiptsModule,
        PrivacyModule,
        RetentionModule,
        OutboxModule,
        NotificationsModule,
        SeatsModule,
        WaitlistModule,
        AdminModule,
        PagesModule,
        ...(config.payments.mode === 'sandbox' ? [SandboxModule] : []),
        ...(usesMessageSandbox(config) ? [MessageSandboxModule] : []),
        ...(config.shiftableClock ? [TestClockModule] : []),
      ],
    };
  }
}
