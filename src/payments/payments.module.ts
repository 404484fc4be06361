import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { SelfUrl } from '../common/http/self-url';
import { PaymentsController } from './payments.controller';
import { PaymentsReconciler } from './payments-reconciler';
import { PaymentsService } from './payments.service';
import { TossClient } from './toss/toss-client';

@Module({
  imports: [ApplicationsModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentsReconciler, TossClient, SelfUrl],
  exports: [PaymentsService],
})
export class PaymentsModule {}
