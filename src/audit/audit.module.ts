import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditReads } from './audit-reads';
import { AuditTrail } from './audit-trail';

/**
 * The audit trail (issue 20), a low layer: every module that changes something imports it and
 * records the change here. It imports no feature.
 */
@Module({
  controllers: [AuditController],
  providers: [AuditTrail, AuditReads],
  exports: [AuditTrail],
})
export class AuditModule {}
