import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditReads } from './audit-reads';
import { AuditTrail } from './audit-trail';

/** The audit trail (issue 20), global: every module that changes something records it here. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditTrail, AuditReads],
  exports: [AuditTrail],
})
export class AuditModule {}
