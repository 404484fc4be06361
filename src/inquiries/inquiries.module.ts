import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { Outbox, OutboxModule } from '../outbox';
import { AdminInquiriesController } from './admin-inquiries.controller';
import { InquiriesController } from './inquiries.controller';
import { Inquiries } from './inquiries.service';
import { Inquiry } from './inquiry.entity';
import { messageRecipientsOfInquiries } from './inquiry-reads';

/** 문의 (issue 35): the public form, the back office's list and answers, their messages. */
@Module({
  imports: [TypeOrmModule.forFeature([Inquiry]), AuditModule, OutboxModule],
  controllers: [InquiriesController, AdminInquiriesController],
  providers: [Inquiries],
})
export class InquiriesModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  /** An answer goes to the contact on the question: this module owns it. */
  onModuleInit(): void {
    this.outbox.registerRecipients('inquiry', messageRecipientsOfInquiries);
  }
}
