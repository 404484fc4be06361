import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { SelfUrl } from '../common/http/self-url';
import { GuestsModule } from '../guests/guests.module';
import { GuestCancelController } from './guest-cancel.controller';
import { GuestCancelService } from './guest-cancel.service';
import { PaymentsController } from './payments.controller';
import { PaymentsReconciler } from './payments-reconciler';
import { PaymentsService } from './payments.service';
import { TossClient } from './toss/toss-client';

@Module({
  imports: [ApplicationsModule, GuestsModule],
  controllers: [PaymentsController, GuestCancelController],
  providers: [PaymentsService, GuestCancelService, PaymentsReconciler, TossClient, SelfUrl],
  exports: [PaymentsService],
})
export class PaymentsModule {}
