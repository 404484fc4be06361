import { Global, Module } from '@nestjs/common';
import { AuditTrail } from './audit-trail';

/** The audit trail (issue 20), global: every module that changes something records it here. */
@Global()
@Module({
  providers: [AuditTrail],
  exports: [AuditTrail],
})
export class AuditModule {}
