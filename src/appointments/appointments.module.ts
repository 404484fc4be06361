import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { PaymentsModule } from '../payments';
import { AppointmentDeposits } from './appointment-deposits';
import { AdminSessionPackagesController } from './admin-session-packages.controller';
import { SessionPackage } from './session-package.entity';
import { SessionPackages } from './session-packages.service';
import { Outbox, OutboxModule } from '../outbox';
import { AdminCalendarController } from './admin-calendar.controller';
import { AdminCalendar } from './admin-calendar.service';
import { AppointmentType } from './appointment-type.entity';
import { Appointment } from './appointment.entity';
import { AdminBookingSetupController } from './admin-booking-setup.controller';
import { AdminBookingSetupService } from './admin-booking-setup.service';
import { AdminCounsellorsController } from './admin-counsellors.controller';
import { AdminCounsellorsService } from './admin-counsellors.service';
import { messageRecipientsOfAppointments } from './appointment-messages';
import { PayLinks } from './pay-links';
import { PayLinkController } from './pay-link.controller';
import { PayLinkReads } from './pay-link.service';
import { PackageDeposits } from './package-deposits';
import { messageRecipientsOfPackages } from './package-messages';
import { PackagePayLinkController } from './package-pay-link.controller';
import { PackagePayLinkReads } from './package-pay-link.service';
import { AppointmentNotices } from './appointment-notices';
import { CalendarFeedController } from './calendar-feed.controller';
import { CounsellorFeedService } from './counsellor-feed.service';
import { BookingController } from './booking.controller';
import { Booking } from './booking.service';
import {
  CentreClosedDay,
  Counsellor,
  CounsellorTimeOff,
  CounsellorWeeklyHours,
  Room,
} from './counsellor.entity';
import { FamilyAppointmentsController } from './family-appointments.controller';

/**
 * Counselling appointments (issue 37): counsellors' time, what a program lets families book,
 * the booking itself and the centre's calendar. Owns the appointment tables (docs/appointments.md).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Counsellor,
      CounsellorWeeklyHours,
      CounsellorTimeOff,
      CentreClosedDay,
      Room,
      AppointmentType,
      Appointment,
      SessionPackage,
    ]),
    AuditModule,
    AuthModule,
    OutboxModule,
    PaymentsModule,
  ],
  controllers: [
    BookingController,
    FamilyAppointmentsController,
    AdminCounsellorsController,
    AdminBookingSetupController,
    AdminCalendarController,
    AdminSessionPackagesController,
    CalendarFeedController,
    PayLinkController,
    PackagePayLinkController,
  ],
  providers: [
    Booking,
    AppointmentDeposits,
    AppointmentNotices,
    AdminCounsellorsService,
    AdminBookingSetupService,
    AdminCalendar,
    CounsellorFeedService,
    SessionPackages,
    PayLinks,
    PayLinkReads,
    PackageDeposits,
    PackagePayLinkReads,
  ],
  // The payment link's message (notifications) signs the same link the page checks.
  exports: [PayLinks],
})
export class AppointmentsModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  /**
   * An appointment's messages go to the contact the family proved, a 회기권's to the contact the
   * desk typed: this module owns both.
   */
  onModuleInit(): void {
    this.outbox.registerRecipients('appointment', messageRecipientsOfAppointments);
    this.outbox.registerRecipients('package', messageRecipientsOfPackages);
  }
}
