import { Module, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuthModule } from '../auth';
import { Outbox, OutboxModule } from '../outbox';
import { SeatsModule } from '../seats';
import { ApplicationAccess } from './application-access';
import { messageRecipientsOfApplications } from './application.repository';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

@Module({
  imports: [JwtModule.register({}), AuthModule, OutboxModule, SeatsModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsService, ApplicationAccess],
  exports: [ApplicationAccess],
})
export class ApplicationsModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  /** A family's messages go to the contact on its application: this module owns it. */
  onModuleInit(): void {
    this.outbox.registerRecipients('family', messageRecipientsOfApplications);
  }
}
