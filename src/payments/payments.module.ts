import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications';
import { AuthModule } from '../auth';
import { SelfUrl } from '../common/http/self-url';
import { PaymentsController } from './payments.controller';
import { PaymentsReconciler } from './payments-reconciler';
import { PaymentsService } from './payments.service';
import { TossClient } from './toss/toss-client';

@Module({
  imports: [ApplicationsModule, AuthModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentsReconciler, TossClient, SelfUrl],
  // Refunds settle the provider's answer to a cancel through these.
  exports: [PaymentsService, TossClient],
})
export class PaymentsModule {}
