/* eslint-disable */
export default async () => {
  const t = {
    ['./audit/dto/audit.response']: await import('./audit/dto/audit.response.js'),
    ['./seats/dto/seats.response']: await import('./seats/dto/seats.response.js'),
    ['./auth/dto/staff.dto']: await import('./auth/dto/staff.dto.js'),
    ['./lectures/dto/lecture-session.response']:
      await import('./lectures/dto/lecture-session.response.js'),
    ['./lectures/dto/admin-lecture.response']:
      await import('./lectures/dto/admin-lecture.response.js'),
    ['./lectures/dto/lecture-form.dto']: await import('./lectures/dto/lecture-form.dto.js'),
    ['./notices/dto/notice.response']: await import('./notices/dto/notice.response.js'),
    ['./site/dto/site-settings.dto']: await import('./site/dto/site-settings.dto.js'),
    ['./config/site-config.dto']: await import('./config/site-config.dto.js'),
    ['./site/dto/site.response']: await import('./site/dto/site.response.js'),
    ['./applications/dto/create-application.dto']:
      await import('./applications/dto/create-application.dto.js'),
    ['./payments/dto/payment.response']: await import('./payments/dto/payment.response.js'),
    ['./waitlist/dto/waitlist.response']: await import('./waitlist/dto/waitlist.response.js'),
    ['./applications/dto/fee-line.response']:
      await import('./applications/dto/fee-line.response.js'),
    ['./guests/dto/certificate.dto']: await import('./guests/dto/certificate.dto.js'),
    ['./cash-receipts/dto/cash-receipt.response']:
      await import('./cash-receipts/dto/cash-receipt.response.js'),
    ['./refunds/dto/guest-cancel.dto']: await import('./refunds/dto/guest-cancel.dto.js'),
    ['./refunds/dto/admin-cancel.dto']: await import('./refunds/dto/admin-cancel.dto.js'),
    ['./refunds/dto/refund-request.dto']: await import('./refunds/dto/refund-request.dto.js'),
    ['./refunds/dto/cash-hand-back.dto']: await import('./refunds/dto/cash-hand-back.dto.js'),
    ['./refunds/dto/application-money.response']:
      await import('./refunds/dto/application-money.response.js'),
    ['./refunds/dto/lecture-closure.response']:
      await import('./refunds/dto/lecture-closure.response.js'),
    ['./guests/dto/user-info.response']: await import('./guests/dto/user-info.response.js'),
    ['./refunds/dto/cancellation.response']: await import('./refunds/dto/cancellation.response.js'),
    ['./guests/dto/family-code.response']: await import('./guests/dto/family-code.response.js'),
    ['./appointments/dto/calendar.dto']: await import('./appointments/dto/calendar.dto.js'),
    ['./appointments/dto/session-package.dto']:
      await import('./appointments/dto/session-package.dto.js'),
    ['./appointments/dto/booking.dto']: await import('./appointments/dto/booking.dto.js'),
    ['./appointments/dto/setup.response']: await import('./appointments/dto/setup.response.js'),
    ['./appointments/dto/setup-forms.dto']: await import('./appointments/dto/setup-forms.dto.js'),
    ['./notifications/dto/message.response']:
      await import('./notifications/dto/message.response.js'),
    ['./guests/dto/rights.response']: await import('./guests/dto/rights.response.js'),
    ['./privacy/dto/privacy-request.response']:
      await import('./privacy/dto/privacy-request.response.js'),
    ['./admin/dto/admin.response']: await import('./admin/dto/admin.response.js'),
    ['./admin/dto/dashboard.response']: await import('./admin/dto/dashboard.response.js'),
    ['./admin/dto/overview.response']: await import('./admin/dto/overview.response.js'),
    ['./admin/dto/personal-data.response']: await import('./admin/dto/personal-data.response.js'),
    ['./common/openapi/api-error.response']: await import('./common/openapi/api-error.response.js'),
    ['./uploads/dto/content-image.response']:
      await import('./uploads/dto/content-image.response.js'),
    ['./auth/dto/login.response']: await import('./auth/dto/login.response.js'),
    ['./auth/dto/access-token.response']: await import('./auth/dto/access-token.response.js'),
    ['./auth/dto/team-policy.dto']: await import('./auth/dto/team-policy.dto.js'),
    ['./auth/two-factor/dto/two-factor.response']:
      await import('./auth/two-factor/dto/two-factor.response.js'),
    ['./lectures/dto/lecture.response']: await import('./lectures/dto/lecture.response.js'),
    ['./programs/dto/admin-program.response']:
      await import('./programs/dto/admin-program.response.js'),
    ['./programs/dto/program.response']: await import('./programs/dto/program.response.js'),
    ['./site/dto/site-settings.response']: await import('./site/dto/site-settings.response.js'),
    ['./payments/dto/desk-payment.dto']: await import('./payments/dto/desk-payment.dto.js'),
    ['./health/dto/health.response']: await import('./health/dto/health.response.js'),
    ['./inquiries/dto/inquiry.response']: await import('./inquiries/dto/inquiry.response.js'),
    ['./notifications/dto/lecture-broadcast.response']:
      await import('./notifications/dto/lecture-broadcast.response.js'),
    ['./privacy/dto/consent.response']: await import('./privacy/dto/consent.response.js'),
  };
  return {
    '@nestjs/swagger': {
      models: [
        [
          import('./audit/dto/audit.response.js'),
          {
            AuditEventRow: {
              id: { required: true, type: () => Number, example: 12 },
              occurredAt: {
                required: true,
                type: () => String,
                description: 'ISO 8601.',
                example: '2026-11-25T03:00:00.000Z',
              },
              adminId: {
                required: true,
                type: () => Number,
                nullable: true,
                description: "The account's id; null for the app itself.",
                example: 1,
              },
              adminName: {
                required: true,
                type: () => String,
                description: "The account's name as it was then.",
                example: 'admin',
              },
              address: {
                required: true,
                type: () => String,
                description: "The request's address.",
                example: '203.0.113.7',
              },
              kind: {
                required: true,
                enum: [
                  'LECTURE',
                  'PROGRAM',
                  'SITE_SETTINGS',
                  'NOTICE',
                  'STAFF',
                  'SECURITY',
                  'PAYMENT',
                  'REFUND',
                  'CASH_RECEIPT',
                  'APPLICATION',
                  'WAITLIST',
                  'MESSAGE',
                  'EXPORT',
                  'INQUIRY',
                  'APPOINTMENT_SETUP',
                  'APPOINTMENT',
                ],
              },
              action: {
                required: true,
                type: () => String,
                description: 'A stable code of what was done.',
                example: 'lecture.update',
              },
              target: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'What it was done to.',
                example: 'lecture:3',
              },
              summary: {
                required: true,
                type: () => String,
                description:
                  "What was done, in Korean. An application or a waiting-list entry the row numbers (\uC2E0\uCCAD #31) is\nnamed by its applicant's masked name and its lecture, read when the trail is read.",
                example:
                  '\uAE40*\uC218 \u00B7 \uBD80\uBAA8 \uAD50\uC721 \uD2B9\uAC15 80,000\uC6D0 \uD658\uBD88',
              },
              before: {
                required: true,
                type: 'object',
                additionalProperties: true,
                nullable: true,
                description: 'For a change, the changed fields as they were (null for an export).',
              },
              after: {
                required: true,
                type: 'object',
                additionalProperties: true,
                nullable: true,
                description: 'For a change, the changed fields as they became.',
              },
            },
            AuditEventPage: {
              items: {
                required: true,
                type: () => [t['./audit/dto/audit.response'].AuditEventRow],
              },
              total: { required: true, type: () => Number, example: 42 },
              page: { required: true, type: () => Number, example: 1 },
              size: { required: true, type: () => Number, example: 20 },
            },
            AuditAccount: {
              id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: 'admin' },
              deactivated: {
                required: true,
                type: () => Boolean,
                description: 'Deactivated accounts stay listed: their rows stay in the trail.',
              },
            },
          },
        ],
        [
          import('./audit/dto/audit-query.dto.js'),
          {
            AuditQuery: {
              adminId: {
                required: false,
                type: () => Number,
                description: "The account's id (GET /api/admin/audit/accounts).",
                example: 1,
              },
              kind: {
                required: false,
                description: 'What the row is about.',
                example: 'LECTURE',
                enum: [
                  'LECTURE',
                  'PROGRAM',
                  'SITE_SETTINGS',
                  'NOTICE',
                  'STAFF',
                  'SECURITY',
                  'PAYMENT',
                  'REFUND',
                  'CASH_RECEIPT',
                  'APPLICATION',
                  'WAITLIST',
                  'MESSAGE',
                  'EXPORT',
                  'INQUIRY',
                  'APPOINTMENT_SETUP',
                  'APPOINTMENT',
                ],
              },
              from: {
                required: false,
                type: () => String,
                description: 'First day, in Seoul (YYYY-MM-DD), included.',
                example: '2026-11-01',
              },
              to: {
                required: false,
                type: () => String,
                description: 'Last day, in Seoul (YYYY-MM-DD), included.',
                example: '2026-11-30',
              },
              page: { required: false, type: () => Number, description: 'From 1.', example: 1 },
              size: {
                required: false,
                type: () => Number,
                description: 'Rows per page, 10 to 100 (default 20).',
                example: 20,
              },
            },
          },
        ],
        [
          import('./seats/dto/seats.response.js'),
          {
            SeatRow: {
              capacity: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'null: unlimited.',
                example: 30,
              },
              paid: {
                required: true,
                type: () => Number,
                description: 'Paid (Y) or partly refunded (P).',
                example: 20,
              },
              awaitingDeposit: {
                required: true,
                type: () => Number,
                description: 'Virtual accounts awaiting their deposit before the due date (W).',
                example: 2,
              },
              held: {
                required: true,
                type: () => Number,
                description: 'Unpaid applications inside their hold window (N).',
                example: 1,
              },
              offered: {
                required: true,
                type: () => Number,
                description: 'Waiting-list offers not yet expired.',
                example: 1,
              },
              free: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'null when unlimited.',
                example: 6,
              },
            },
            FeeSeatRow: {
              id: { required: true, type: () => Number },
              fee_type: { required: true, type: () => String, example: '1\uD68C\uCC28' },
            },
            LectureSeatsResponse: {
              lecture: { required: true, type: () => t['./seats/dto/seats.response'].SeatRow },
              fees: { required: true, type: () => [t['./seats/dto/seats.response'].FeeSeatRow] },
            },
          },
        ],
        [
          import('./uploads/dto/content-image.response.js'),
          {
            ContentImageResponse: {
              url: {
                required: true,
                type: () => String,
                example: '/api/upload/contentFiles/0b6f3c1e-8a1f-4d2b-9a57-5a3f1f0c2d11.jpg',
              },
            },
          },
        ],
        [
          import('./auth/dto/access-token.response.js'),
          {
            AccessTokenResponse: {
              accessToken: {
                required: true,
                type: () => String,
                example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl',
              },
            },
          },
        ],
        [
          import('./auth/dto/login.dto.js'),
          {
            LoginDto: {
              username: { required: true, type: () => String, example: 'admin', maxLength: 50 },
              password: { required: true, type: () => String, maxLength: 200 },
              autoLogin: {
                required: false,
                type: () => Boolean,
                description:
                  'Without auto-login no refresh cookie is issued: nothing outlives the 15-minute token.',
              },
            },
          },
        ],
        [
          import('./auth/dto/login.response.js'),
          {
            LoginResponse: {
              accessToken: {
                required: false,
                type: () => String,
                example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl',
              },
              twoFactor: { required: false, enum: ['CODE', 'ENROL'] },
              challenge: {
                required: false,
                type: () => String,
                example: 'mJ0s2l2p6m1Vw3k3o8k5bq0gC7m4XyqS0p8uVb3hT1c',
              },
            },
          },
        ],
        [
          import('./auth/dto/staff.dto.js'),
          {
            InviteStaffDto: {
              username: {
                required: true,
                type: () => String,
                description:
                  'The id the staff member will sign in with (3\u201350 letters, digits, . _ -).',
                example: 'kim.teacher',
                pattern: '^[A-Za-z0-9._-]{3,50}$',
              },
              displayName: {
                required: false,
                type: () => String,
                description: 'The name shown in the back office.',
                example: '\uAE40\uC0C1\uB2F4',
                maxLength: 50,
              },
            },
            StaffAccountResponse: {
              id: { required: true, type: () => Number, example: 2 },
              username: { required: true, type: () => String, example: 'kim.teacher' },
              displayName: {
                required: true,
                type: () => String,
                nullable: true,
                example: '\uAE40\uC0C1\uB2F4',
              },
              role: {
                required: true,
                description: 'OWNER: \uB300\uD45C \uAD00\uB9AC\uC790; STAFF: \uC9C1\uC6D0.',
                enum: ['STAFF', 'OWNER'],
              },
              active: {
                required: true,
                type: () => Boolean,
                description: 'Deactivated accounts cannot sign in.',
              },
              lastSignedInAt: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'ISO 8601; null when it never signed in with its password.',
              },
              createdAt: {
                required: true,
                type: () => String,
                description: 'ISO 8601.',
                example: '2026-11-22T03:00:00.000Z',
              },
              twoFactor: {
                required: true,
                type: () => Boolean,
                description:
                  'Two-factor sign-in is on (the owner can reset it when a phone is lost).',
              },
            },
            StaffInvitationResponse: {
              id: { required: true, type: () => Number, example: 1 },
              username: { required: true, type: () => String, example: 'kim.teacher' },
              displayName: {
                required: true,
                type: () => String,
                nullable: true,
                example: '\uAE40\uC0C1\uB2F4',
              },
              invitedBy: {
                required: true,
                type: () => String,
                description: 'The owner who invited.',
                example: 'admin',
              },
              expiresAt: {
                required: true,
                type: () => String,
                description: 'ISO 8601.',
                example: '2026-11-25T03:00:00.000Z',
              },
            },
            StaffListResponse: {
              accounts: {
                required: true,
                type: () => [t['./auth/dto/staff.dto'].StaffAccountResponse],
              },
              invitations: {
                required: true,
                type: () => [t['./auth/dto/staff.dto'].StaffInvitationResponse],
              },
            },
            StaffInvitedResponse: {
              link: {
                required: true,
                type: () => String,
                description:
                  'Path and fragment to hand over; the token is never sent to a server in the fragment.',
                example: '/admin/invite#3q2-7wJxS0QvL8yT6hGk1pZcRb9eN4mUa5oXiFdVtYs',
              },
            },
            SendInvitationDto: {
              channel: { required: true, enum: ['EMAIL', 'ALIMTALK'] },
              to: {
                required: true,
                type: () => String,
                description: 'An e-mail address (EMAIL) or a mobile number (ALIMTALK).',
                example: 'teacher@example.com',
                maxLength: 254,
              },
              token: {
                required: true,
                type: () => String,
                description:
                  'The token of the link shown when the invitation was made (the server keeps its hash only).',
                maxLength: 200,
              },
            },
            InvitationSentResponse: {
              channel: { required: true, enum: ['EMAIL', 'ALIMTALK'] },
              sendsLeft: {
                required: true,
                type: () => Number,
                description: "How many more times this invitation's link may be sent.",
                example: 2,
              },
            },
            CurrentAdminResponse: {
              id: { required: true, type: () => Number, example: 1 },
              username: { required: true, type: () => String, example: 'admin' },
              displayName: {
                required: true,
                type: () => String,
                nullable: true,
                example: '\uC6D0\uC7A5',
              },
              role: { required: true, enum: ['STAFF', 'OWNER'] },
            },
            InvitationTokenDto: {
              token: {
                required: true,
                type: () => String,
                example: '3q2-7wJxS0QvL8yT6hGk1pZcRb9eN4mUa5oXiFdVtYs',
                maxLength: 200,
              },
            },
            AcceptInvitationDto: {
              password: {
                required: true,
                type: () => String,
                description: 'At least 12 characters, not a common or breached one.',
                maxLength: 200,
              },
            },
            InvitationViewResponse: {
              username: { required: true, type: () => String, example: 'kim.teacher' },
              displayName: {
                required: true,
                type: () => String,
                nullable: true,
                example: '\uAE40\uC0C1\uB2F4',
              },
              invitedBy: {
                required: true,
                type: () => String,
                description: "The inviting owner's name.",
                example: '\uC6D0\uC7A5',
              },
              expiresAt: {
                required: true,
                type: () => String,
                description: 'ISO 8601.',
                example: '2026-11-25T03:00:00.000Z',
              },
            },
            InvitationAcceptedResponse: {
              username: {
                required: true,
                type: () => String,
                description: 'The id to sign in with.',
                example: 'kim.teacher',
              },
            },
          },
        ],
        [
          import('./auth/dto/team-policy.dto.js'),
          {
            TeamPolicyDto: {
              staffRefundLimit: {
                required: true,
                type: () => Number,
                nullable: true,
                description:
                  'The largest refund, in won, a staff account may record at once; null: staff may not refund.',
                example: 50000,
              },
              staffDailyRefundLimit: {
                required: false,
                type: () => Number,
                nullable: true,
                description:
                  'The most, in won, one staff member may refund on their own in a Seoul calendar day; null: no\ndaily total. Left out: unchanged.',
                example: 100000,
              },
              requireTwoFactor: {
                required: true,
                type: () => Boolean,
                description: 'Whether every account must sign in with a second factor.',
                example: false,
              },
            },
            TeamPolicyResponse: {
              staffRefundLimit: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'Won; null: staff may not refund (the default).',
                example: 50000,
              },
              staffDailyRefundLimit: {
                required: true,
                type: () => Number,
                nullable: true,
                description:
                  'Won a staff member may refund on their own in a day; null: no daily total.',
                example: 100000,
              },
              requireTwoFactor: { required: true, type: () => Boolean, example: false },
              updatedAt: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  'When the owner last saved it (ISO 8601); null: never, the defaults hold.',
              },
            },
          },
        ],
        [
          import('./auth/two-factor/dto/two-factor-code.dto.js'),
          {
            TwoFactorPasswordDto: {
              password: { required: true, type: () => String, maxLength: 200 },
            },
            TwoFactorCodeDto: {
              code: { required: true, type: () => String, example: '123456', maxLength: 40 },
            },
            TwoFactorDisableDto: {
              password: { required: true, type: () => String, maxLength: 200 },
            },
            TwoFactorSetupCodeDto: {
              code: {
                required: true,
                type: () => String,
                example: '123456',
                pattern: '^\\s*\\d{6}\\s*$',
              },
            },
            TwoFactorChallengeDto: {
              challenge: { required: true, type: () => String, maxLength: 100 },
            },
            TwoFactorSignInDto: {
              code: {
                required: true,
                type: () => String,
                description: 'A 6-digit code from the app, or a recovery code.',
                example: '123456',
                maxLength: 40,
              },
            },
            TwoFactorEnrolDto: {
              code: {
                required: true,
                type: () => String,
                example: '123456',
                pattern: '^\\s*\\d{6}\\s*$',
              },
            },
          },
        ],
        [
          import('./auth/two-factor/dto/two-factor.response.js'),
          {
            TwoFactorStatusResponse: {
              enabled: { required: true, type: () => Boolean },
              enabledAt: {
                required: true,
                type: () => String,
                nullable: true,
                example: '2026-11-22T03:00:00.000Z',
              },
              recoveryCodesLeft: {
                required: true,
                type: () => Number,
                description: 'Recovery codes not used yet (0 while it is off).',
              },
              required: {
                required: true,
                type: () => Boolean,
                description:
                  'Whether the owner requires two-factor sign-in of every account (team policy).',
              },
            },
            TwoFactorSetupResponse: {
              secret: {
                required: true,
                type: () => String,
                description: 'Base32, for typing into the app by hand.',
                example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              },
              otpauthUri: {
                required: true,
                type: () => String,
                example:
                  'otpauth://totp/%EB%A7%88%EC%9D%8C%EC%88%B2:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=%EB%A7%88%EC%9D%8C%EC%88%B2',
              },
              qrCode: {
                required: true,
                type: () => String,
                description: 'The otpauth:// address as a QR code: an SVG image as a data URL.',
              },
            },
            RecoveryCodesResponse: {
              recoveryCodes: {
                required: true,
                type: () => [String],
                example: ['ABCD-EFGH-JKMN-PQRS'],
              },
            },
            TwoFactorEnrolledResponse: {
              accessToken: {
                required: true,
                type: () => String,
                example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl',
              },
              recoveryCodes: {
                required: true,
                type: () => [String],
                example: ['ABCD-EFGH-JKMN-PQRS'],
              },
            },
          },
        ],
        [
          import('./lectures/dto/lecture-session.response.js'),
          {
            LectureSessionResponse: {
              day: { required: true, type: () => String, example: '2026-12-06' },
              start: { required: true, type: () => String, example: '10:00' },
              end: { required: true, type: () => String, example: '12:00' },
            },
          },
        ],
        [
          import('./lectures/dto/admin-lecture.response.js'),
          {
            AdminLectureRow: {
              id: { required: true, type: () => Number, example: 12 },
              title: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              instructor_name: {
                required: true,
                type: () => String,
                example: '\uAE40\uD558\uB298',
              },
              reg_status: {
                required: true,
                description: 'The Korean status word of the public list.',
                enum: [
                  '\uC811\uC218\uC804',
                  '\uC811\uC218\uC911',
                  '\uC811\uC218 \uB9C8\uAC10',
                  '\uD3D0\uAC15',
                ],
              },
              applicant_count: { required: true, type: () => Number, example: 3 },
              archived: {
                required: true,
                type: () => Boolean,
                description: 'Deleted while it had applications: hidden from the public pages.',
              },
            },
            AdminFee: {
              id: { required: true, type: () => Number, example: 31 },
              fee_type: { required: true, type: () => String, example: '1\uD68C\uCC28' },
              amount: { required: true, type: () => Number, description: 'Won.', example: 30000 },
              capacity: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'Seats of this course; null: unlimited.',
                example: 20,
              },
            },
            AdminLectureDetail: {
              id: { required: true, type: () => Number },
              title: { required: true, type: () => String },
              instructor_name: { required: true, type: () => String },
              reg_period_start: { required: true, type: () => String, example: '2026-03-01' },
              reg_start_time: {
                required: true,
                type: () => String,
                description:
                  'The minute registration opens on reg_period_start (Asia/Seoul); "00:00" unless set.',
                example: '10:00',
              },
              reg_period_end: { required: true, type: () => String, example: '2026-03-20' },
              lec_period_start: { required: true, type: () => String, example: '2026-04-01' },
              lec_period_end: { required: true, type: () => String, example: '2026-04-30' },
              organizer: {
                required: true,
                type: () => String,
                example: '\uB9C8\uC74C\uC232 \uC0C1\uB2F4\uC13C\uD130',
              },
              inquiry: { required: true, type: () => String, example: '02-000-0000' },
              content: {
                required: true,
                type: () => String,
                description: 'HTML, sanitised by the server.',
              },
              venue: {
                required: true,
                type: () => String,
                nullable: true,
                description: "\uC7A5\uC18C; null: not set (the centre's own address).",
                example:
                  '\uB9C8\uC74C\uC232 \uC0C1\uB2F4\uC13C\uD130 2\uCE35 \uC138\uBBF8\uB098\uC2E4',
              },
              what_to_bring: {
                required: true,
                type: () => String,
                nullable: true,
                description: '\uC900\uBE44\uBB3C; null: not set.',
                example: '\uD544\uAE30\uB3C4\uAD6C, \uC2E4\uB0B4\uD654',
              },
              audience: {
                required: true,
                type: () => String,
                nullable: true,
                description: '\uB300\uC0C1; null: not said.',
                example: '\uCD08\uB4F1 1~3\uD559\uB144 \uC790\uB140\uB97C \uB454 \uBD80\uBAA8',
              },
              sessions: {
                required: true,
                type: () => [t['./lectures/dto/lecture-session.response'].LectureSessionResponse],
                description: 'The meetings, by day and hour.',
              },
              file_name: {
                required: true,
                type: () => String,
                description: "The banner image's stored name, or an empty string.",
              },
              archived: { required: true, type: () => Boolean },
              participant: {
                required: true,
                description:
                  'Who attends: the applicant, or their child (fixed once a family has applied).',
                enum: ['APPLICANT', 'CHILD'],
              },
              capacity: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'Seats over all courses (people); null: unlimited.',
                example: 30,
              },
              fees: {
                required: true,
                type: () => [t['./lectures/dto/admin-lecture.response'].AdminFee],
              },
            },
            LectureSaved: {
              id: { required: true, type: () => Number, example: 12 },
              message: {
                required: true,
                type: () => String,
                example: '\uAC15\uC758\uAC00 \uB4F1\uB85D\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
            LectureRemoved: {
              result: { required: true, enum: ['deleted', 'archived'] },
              message: {
                required: true,
                type: () => String,
                example: '\uAC15\uC758\uAC00 \uC0AD\uC81C\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./lectures/dto/lecture-form.dto.js'),
          {
            SessionInputDto: {
              day: { required: true, type: () => String, example: '2026-12-06' },
              start: { required: true, type: () => String, example: '10:00' },
              end: {
                required: true,
                type: () => String,
                description: 'After the start, the same day.',
                example: '12:00',
              },
            },
            FeeInputDto: {
              fee_type: { required: true, type: () => String, maxLength: 200 },
              amount: { required: true, type: () => Number, minimum: 0 },
              capacity: {
                required: false,
                type: () => Number,
                nullable: true,
                description: 'Seats of this course; null or absent: unlimited.',
                example: 20,
              },
            },
            FeeUpdateDto: { id: { required: true, type: () => Number } },
            CreateLectureDto: {
              title: { required: true, type: () => String, maxLength: 200 },
              instructor_name: { required: true, type: () => String, maxLength: 100 },
              reg_period_start: { required: true, type: () => String },
              reg_start_time: {
                required: false,
                type: () => String,
                description:
                  'The minute registration opens on reg_period_start (Asia/Seoul); absent: 00:00.',
                example: '10:00',
              },
              reg_period_end: { required: true, type: () => String },
              lec_period_start: { required: true, type: () => String },
              lec_period_end: { required: true, type: () => String },
              inquiry: { required: true, type: () => String, maxLength: 200 },
              organizer: { required: true, type: () => String, maxLength: 200 },
              content: {
                required: false,
                type: () => String,
                description:
                  'HTML from the editor; sanitised by the service. The form leaves it out when empty.',
              },
              fees: {
                required: false,
                type: () => [t['./lectures/dto/lecture-form.dto'].FeeInputDto],
              },
              capacity: {
                required: false,
                type: () => Number,
                nullable: true,
                description: 'Seats over all courses (people); null, "" or absent: unlimited.',
                example: 30,
              },
              venue: {
                required: false,
                type: () => String,
                nullable: true,
                description: 'Where it takes place (for the day-before reminder); empty: not set.',
                example:
                  '\uB9C8\uC74C\uC232 \uC0C1\uB2F4\uC13C\uD130 2\uCE35 \uC138\uBBF8\uB098\uC2E4',
              },
              participant: {
                required: false,
                description: 'Who attends; absent: APPLICANT (the applicant, parents or teachers).',
                example: 'CHILD',
                enum: ['APPLICANT', 'CHILD'],
              },
              audience: {
                required: false,
                type: () => String,
                nullable: true,
                description: "\uB300\uC0C1, in the centre's words; empty: not said.",
                example: '\uCD08\uB4F1 1~3\uD559\uB144 \uC790\uB140\uB97C \uB454 \uBD80\uBAA8',
              },
              sessions: {
                required: false,
                type: () => [t['./lectures/dto/lecture-form.dto'].SessionInputDto],
                description:
                  "The meetings, each a day within the lecture's period and its hours; absent: none yet.",
              },
              image_from: {
                required: false,
                type: () => Number,
                description:
                  "A copy of a past lecture (\uAC15\uC758 \uBCF5\uC0AC) may keep that lecture's banner: its id, when no file is\nsent.",
                example: 12,
              },
              what_to_bring: {
                required: false,
                type: () => String,
                nullable: true,
                description: 'What to bring, when the lecture says; empty: not set.',
                example: '\uD544\uAE30\uB3C4\uAD6C, \uC2E4\uB0B4\uD654',
              },
              file: {
                required: false,
                type: () => Object,
                description:
                  'The image is a file part; a text part of that name is ignored (the file check answers).',
              },
            },
            UpdateLectureDto: {
              title: { required: false, type: () => String, nullable: true, maxLength: 200 },
              instructor_name: {
                required: false,
                type: () => String,
                nullable: true,
                maxLength: 100,
              },
              reg_period_start: { required: false, type: () => String, nullable: true },
              reg_start_time: {
                required: false,
                type: () => String,
                nullable: true,
                description:
                  '\uC811\uC218 \uC2DC\uC791 \uC2DC\uAC01, "HH:MM" (Asia/Seoul); absent or null leaves it as it is.',
                example: '10:00',
              },
              reg_period_end: { required: false, type: () => String, nullable: true },
              lec_period_start: { required: false, type: () => String, nullable: true },
              lec_period_end: { required: false, type: () => String, nullable: true },
              inquiry: { required: false, type: () => String, nullable: true, maxLength: 200 },
              organizer: { required: false, type: () => String, nullable: true, maxLength: 200 },
              content: { required: false, type: () => String, nullable: true },
              insert_fees: {
                required: false,
                type: () => [t['./lectures/dto/lecture-form.dto'].FeeInputDto],
                nullable: true,
              },
              delete_fees: { required: false, type: () => [Number], nullable: true },
              update_fees: {
                required: false,
                type: () => [t['./lectures/dto/lecture-form.dto'].FeeUpdateDto],
                nullable: true,
              },
              capacity: {
                required: false,
                type: () => Number,
                nullable: true,
                description:
                  'Seats over all courses. Unlike the other fields, null (or "" in a form) means unlimited;\nabsent leaves it as it is. Below the seats already taken: 409.',
              },
              venue: {
                required: false,
                type: () => String,
                nullable: true,
                description: "\uC7A5\uC18C: absent or null leaves it as it is; '' clears it.",
              },
              participant: {
                required: false,
                nullable: true,
                description:
                  'Who attends; absent or null leaves it. Refused (409) once the lecture has applications.',
                enum: ['APPLICANT', 'CHILD'],
              },
              what_to_bring: {
                required: false,
                type: () => String,
                nullable: true,
                description: "\uC900\uBE44\uBB3C: absent or null leaves it as it is; '' clears it.",
              },
              audience: {
                required: false,
                type: () => String,
                nullable: true,
                description: "\uB300\uC0C1: absent or null leaves it as it is; '' clears it.",
              },
              sessions: {
                required: false,
                type: () => [t['./lectures/dto/lecture-form.dto'].SessionInputDto],
                nullable: true,
                description:
                  'The whole list of meetings, replacing the stored one; absent or null leaves it; [] clears.',
              },
              file: {
                required: false,
                type: () => Object,
                description:
                  'The client sends `file: null` when the image is unchanged; a new one is the `file` part.',
              },
            },
          },
        ],
        [
          import('./lectures/dto/lecture.response.js'),
          {
            LectureSummaryResponse: {
              id: { required: true, type: () => Number, example: 12 },
              title: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              instructor_name: {
                required: true,
                type: () => String,
                example: '\uAE40\uD558\uB298',
              },
              reg_period_start: {
                required: true,
                type: () => String,
                description: 'Calendar date.',
                example: '2026-03-01',
              },
              reg_start_time: {
                required: true,
                type: () => String,
                description:
                  'The minute registration opens on reg_period_start, on the centre\'s clock (Asia/Seoul), 24-hour;\n"00:00" unless the centre set an hour.',
                example: '10:00',
              },
              reg_period_end: { required: true, type: () => String, example: '2026-03-20' },
              lec_period_start: { required: true, type: () => String, example: '2026-04-01' },
              lec_period_end: { required: true, type: () => String, example: '2026-04-30' },
              organizer: {
                required: true,
                type: () => String,
                example: '\uB9C8\uC74C\uC232 \uC0C1\uB2F4\uC13C\uD130',
              },
              inquiry: { required: true, type: () => String, example: '02-000-0000' },
              file_name: {
                required: true,
                type: () => String,
                description:
                  "The banner image's stored name under /api/upload/lectureFiles/, or an empty string.",
              },
              participant: {
                required: true,
                description:
                  "Who attends: APPLICANT (parents, teachers: the applicant) or CHILD (the applicant's child;\nthe form asks the child's name and school year, and a guardian's consent under 14).",
                enum: ['APPLICANT', 'CHILD'],
              },
              reg_status: {
                required: true,
                description:
                  "Decided by the server's clock in Asia/Seoul, so every visitor sees the same status: BEFORE\nuntil reg_start_time on reg_period_start, OPEN through the whole of reg_period_end.",
                enum: ['BEFORE', 'OPEN', 'CLOSED', 'CANCELLED'],
              },
              capacity: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'Seats over all its courses (people); null: unlimited.',
                example: 30,
              },
              seats_left: {
                required: true,
                type: () => Number,
                nullable: true,
                description:
                  "How many more people can apply now: the lecture's free seats, or its freest course's when\nevery course is limited; null when unlimited. 0: \uC815\uC6D0 \uB9C8\uAC10.",
                example: 4,
              },
              waitlist_open: {
                required: true,
                type: () => Boolean,
                description:
                  'No seat is free while registration is open: the page offers the waiting list (\uB300\uAE30 \uC2E0\uCCAD).',
              },
              closing_soon: {
                required: true,
                type: () => Boolean,
                description:
                  'Open, and about to close (\uB9C8\uAC10 \uC784\uBC15): three seats or fewer left, or the last day to apply is\ntoday or tomorrow (Asia/Seoul).',
              },
              fee_min: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'The lowest course fee, won; null when the lecture has no course yet.',
                example: 50000,
              },
              fee_max: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'The highest course fee, won (equal to fee_min for one price).',
                example: 90000,
              },
              venue: {
                required: false,
                type: () => String,
                description: '\uC7A5\uC18C, only when the lecture names one.',
                example:
                  '\uB9C8\uC74C\uC232 \uC0C1\uB2F4\uC13C\uD130 2\uCE35 \uC138\uBBF8\uB098\uC2E4',
              },
              audience: {
                required: false,
                type: () => String,
                description: '\uB300\uC0C1, only when the lecture says.',
                example: '\uCD08\uB4F1 1~3\uD559\uB144 \uC790\uB140\uB97C \uB454 \uBD80\uBAA8',
              },
              sessions: {
                required: true,
                type: () => [t['./lectures/dto/lecture-session.response'].LectureSessionResponse],
                description: 'The meetings, by day and hour; empty: only the period is known.',
              },
            },
            LectureResponse: {
              content: {
                required: true,
                type: () => String,
                description: 'HTML, sanitised by the server.',
                example:
                  '<p>\uC544\uC774\uC758 \uB9C8\uC74C\uC744 \uC77D\uB294 \uB300\uD654\uBC95\uC744 \uBC30\uC6C1\uB2C8\uB2E4.</p>',
              },
              what_to_bring: {
                required: false,
                type: () => String,
                description: '\uC900\uBE44\uBB3C, only when the lecture says.',
                example: '\uD544\uAE30\uB3C4\uAD6C, \uC2E4\uB0B4\uD654',
              },
            },
            LectureFeeResponse: {
              id: { required: true, type: () => Number, example: 31 },
              fee_type: { required: true, type: () => String, example: '1\uD68C\uCC28' },
              amount: { required: true, type: () => Number, description: 'Won.', example: 30000 },
              capacity: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'Seats of this course; null: unlimited.',
                example: 20,
              },
              seats_left: {
                required: true,
                type: () => Number,
                nullable: true,
                description:
                  "Free seats of this course now (also within the lecture's total); null: unlimited.",
              },
            },
          },
        ],
        [
          import('./notices/dto/notice.response.js'),
          {
            NoticeSummaryResponse: {
              id: { required: true, type: () => Number, example: 7 },
              title: {
                required: true,
                type: () => String,
                example: '\uC124 \uC5F0\uD734 \uD734\uBB34 \uC548\uB0B4',
              },
              pinned: {
                required: true,
                type: () => Boolean,
                description: '\uACE0\uC815: listed first.',
              },
              published_at: {
                required: true,
                type: () => String,
                description: 'When it was published (an instant).',
                example: '2026-11-20T01:00:00.000Z',
              },
            },
            NoticePageResponse: {
              items: {
                required: true,
                type: () => [t['./notices/dto/notice.response'].NoticeSummaryResponse],
              },
              page: { required: true, type: () => Number, description: '1-based.', example: 1 },
              page_size: {
                required: true,
                type: () => Number,
                description: 'Notices per page (fixed by the server).',
                example: 10,
              },
              total: {
                required: true,
                type: () => Number,
                description: 'Published notices in all.',
                example: 23,
              },
              total_pages: {
                required: true,
                type: () => Number,
                description: 'At least 1 (an empty board has one empty page).',
                example: 3,
              },
            },
            NoticeResponse: {
              body: {
                required: true,
                type: () => String,
                description: 'HTML, sanitised by the server.',
                example:
                  '<p>1\uC6D4 28\uC77C\uBD80\uD130 30\uC77C\uAE4C\uC9C0 \uC27D\uB2C8\uB2E4.</p>',
              },
              updated_at: {
                required: true,
                type: () => String,
                description: 'Last change (an instant).',
                example: '2026-11-21T02:30:00.000Z',
              },
            },
            AdminNoticeRow: {
              id: { required: true, type: () => Number, example: 7 },
              title: {
                required: true,
                type: () => String,
                example: '\uC124 \uC5F0\uD734 \uD734\uBB34 \uC548\uB0B4',
              },
              pinned: { required: true, type: () => Boolean },
              published: {
                required: true,
                type: () => Boolean,
                description: 'Published (public) or a draft (\uC784\uC2DC\uC800\uC7A5).',
              },
              published_at: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'When it was published; null for a draft.',
              },
              created_at: {
                required: true,
                type: () => String,
                example: '2026-11-19T05:00:00.000Z',
              },
              updated_at: {
                required: true,
                type: () => String,
                example: '2026-11-21T02:30:00.000Z',
              },
            },
            AdminNoticeDetail: {
              body: {
                required: true,
                type: () => String,
                description: 'HTML, sanitised by the server.',
              },
            },
            NoticeSaved: {
              id: { required: true, type: () => Number, example: 7 },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uACF5\uC9C0\uC0AC\uD56D\uC774 \uB4F1\uB85D\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
            NoticeRemoved: {
              message: {
                required: true,
                type: () => String,
                example:
                  '\uACF5\uC9C0\uC0AC\uD56D\uC774 \uC0AD\uC81C\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./notices/dto/notice-form.dto.js'),
          {
            CreateNoticeDto: {
              title: {
                required: true,
                type: () => String,
                example: '\uC124 \uC5F0\uD734 \uD734\uBB34 \uC548\uB0B4',
              },
              body: {
                required: false,
                type: () => String,
                description: 'HTML from the editor; sanitised by the server. Absent: empty.',
              },
              pinned: {
                required: false,
                type: () => Boolean,
                description: '\uC0C1\uB2E8 \uACE0\uC815. Absent: not pinned.',
              },
              published: {
                required: false,
                type: () => Boolean,
                description:
                  '\uAC8C\uC2DC (public at once) or a draft (\uC784\uC2DC\uC800\uC7A5). Absent: a draft.',
              },
            },
            UpdateNoticeDto: {
              title: { required: false, type: () => String, nullable: true },
              body: { required: false, type: () => String, nullable: true },
              pinned: { required: false, type: () => Boolean, nullable: true },
              published: {
                required: false,
                type: () => Boolean,
                nullable: true,
                description:
                  'true publishes a draft (its \uAC8C\uC2DC\uC77C becomes now); false takes it back to a draft.',
              },
            },
          },
        ],
        [
          import('./programs/dto/admin-program.response.js'),
          {
            AdminProgramRow: {
              id: { required: true, type: () => Number, example: 1 },
              title: { required: true, type: () => String, example: '\uB180\uC774\uCE58\uB8CC' },
              thumbnail: {
                required: true,
                type: () => String,
                description: "The thumbnail's stored name under /api/upload/programFiles/.",
              },
              price: { required: true, type: () => Number, description: 'Won.', example: 70000 },
              image_count: {
                required: true,
                type: () => Number,
                description: 'Carousel images.',
                example: 3,
              },
              archived: {
                required: true,
                type: () => Boolean,
                description: 'Deleted while referenced: off the public list.',
              },
            },
            AdminProgramDetail: {
              id: { required: true, type: () => Number, example: 1 },
              title: { required: true, type: () => String, example: '\uB180\uC774\uCE58\uB8CC' },
              target: {
                required: true,
                type: () => String,
                example: '\uB9CC 3\uC138~12\uC138 \uC544\uB3D9',
              },
              structure: {
                required: true,
                type: () => String,
                example: '\uC8FC 1\uD68C 50\uBD84, 12\uD68C\uAE30',
              },
              price: { required: true, type: () => Number, description: 'Won.', example: 70000 },
              thumbnail: {
                required: true,
                type: () => String,
                description: "The thumbnail's stored name under /api/upload/programFiles/.",
              },
              naver_url: {
                required: true,
                type: () => String,
                example: 'https://booking.naver.com/booking/13/bizes/000000',
              },
              inquiry: { required: true, type: () => String, example: '02-000-0000' },
              images: {
                required: true,
                type: () => [String],
                description: "The carousel's stored names, in the page's order.",
              },
              archived: { required: true, type: () => Boolean },
            },
            ProgramSaved: {
              id: { required: true, type: () => Number, example: 3 },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uD504\uB85C\uADF8\uB7A8\uC774 \uB4F1\uB85D\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
            ProgramRemoved: {
              result: { required: true, enum: ['deleted', 'archived'] },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uD504\uB85C\uADF8\uB7A8\uC774 \uC0AD\uC81C\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
            ProgramImagesSaved: {
              images: { required: true, type: () => [String] },
              message: {
                required: true,
                type: () => String,
                example: '\uC0AC\uC9C4\uC774 \uCD94\uAC00\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./programs/dto/program-form.dto.js'),
          {
            CreateProgramDto: {
              title: { required: true, type: () => String },
              target: { required: true, type: () => String },
              structure: { required: true, type: () => String },
              price: {
                required: true,
                type: () => Number,
                description: 'Won (the public page shows it with a thousands separator).',
                minimum: 0,
              },
              naver_url: { required: true, type: () => String },
              inquiry: {
                required: true,
                type: () => String,
                description: 'The contact shown as \uBB38\uC758 (a phone number or a short text).',
              },
            },
            UpdateProgramDto: {
              title: { required: false, type: () => String },
              target: { required: false, type: () => String },
              structure: { required: false, type: () => String },
              price: { required: false, type: () => Number, minimum: 0 },
              naver_url: { required: false, type: () => String },
              inquiry: { required: false, type: () => String },
            },
            ProgramOrderDto: { ids: { required: true, type: () => [Number], maxItems: 1000 } },
            ProgramImageOrderDto: { files: { required: true, type: () => [String] } },
          },
        ],
        [
          import('./programs/dto/program.response.js'),
          {
            ProgramResponse: {
              id: { required: true, type: () => Number, example: 1 },
              title: { required: true, type: () => String, example: '\uB180\uC774\uCE58\uB8CC' },
              target: {
                required: true,
                type: () => String,
                example: '\uB9CC 3\uC138~12\uC138 \uC544\uB3D9',
              },
              structure: {
                required: true,
                type: () => String,
                example: '\uC8FC 1\uD68C 50\uBD84, 12\uD68C\uAE30',
              },
              price: { required: true, type: () => Number, description: 'Won.', example: 70000 },
              thumbnail: {
                required: true,
                type: () => String,
                description: "The thumbnail's stored name under /api/upload/programFiles/.",
              },
              naver_url: {
                required: true,
                type: () => String,
                description: "The centre's booking page on Naver.",
              },
              inquiry: { required: true, type: () => String, example: '02-000-0000' },
              bookable: {
                required: true,
                type: () => Boolean,
                description:
                  "Families can book it on this site (issue 37): it has an active appointment type that an\nactive counsellor offers. The page's \uC608\uC57D\uD558\uAE30 then opens /program/{id}/booking, not Naver.",
              },
            },
            ProgramImagesResponse: {
              files: {
                required: true,
                type: () => [String],
                description: "Stored names under /api/upload/programFiles/, in the page's order.",
              },
            },
          },
        ],
        [
          import('./site/dto/site-settings.dto.js'),
          {
            SiteDirectionsDto: {
              metro: { required: false, type: () => String },
              bus: { required: false, type: () => String },
              car: { required: false, type: () => String },
            },
            SitePhotoDto: {
              src: { required: true, type: () => String },
              alt: { required: true, type: () => String },
              caption: { required: true, type: () => String },
            },
            SitePrivacyOfficerDto: {
              name: { required: true, type: () => String },
              position: { required: true, type: () => String },
              phone: { required: true, type: () => String },
              email: { required: true, type: () => String },
            },
            SiteIntroductionDto: {
              title: { required: true, type: () => String },
              paragraphs: { required: true, type: () => [String] },
            },
            SiteSupportDto: {
              title: { required: true, type: () => String },
              paragraphs: { required: true, type: () => [String] },
            },
            SiteSearchVerificationDto: {
              naver: { required: true, type: () => String },
              google: { required: true, type: () => String },
            },
            SiteHomeDto: {
              heading: { required: true, type: () => String },
              lead: { required: true, type: () => String },
              photos: {
                required: false,
                type: () => [t['./site/dto/site-settings.dto'].SitePhotoDto],
                description:
                  'Absent: the photos stay as they are (a form from before they could be edited).',
              },
            },
            SiteCounsellorDto: {
              name: { required: true, type: () => String },
              role: { required: true, type: () => String },
              credentials: { required: true, type: () => String },
              line: {
                required: false,
                type: () => String,
                description: 'May be empty.',
                maxLength: 200,
              },
              photo: {
                required: false,
                type: () => String,
                description: 'Empty or absent: no photo (the first letter of the name stands in).',
              },
            },
            SiteSettingsDto: {
              name: { required: true, type: () => String },
              logoText: { required: true, type: () => String },
              productName: { required: true, type: () => String },
              representative: { required: true, type: () => String },
              businessNumber: { required: true, type: () => String },
              mailOrderNumber: { required: true, type: () => String },
              address: { required: true, type: () => String },
              email: { required: true, type: () => String },
              phone: { required: true, type: () => String },
              fax: { required: true, type: () => String },
              hours: { required: true, type: () => String },
              directions: {
                required: true,
                type: () => t['./site/dto/site-settings.dto'].SiteDirectionsDto,
              },
              privacyOfficer: {
                required: true,
                type: () => t['./site/dto/site-settings.dto'].SitePrivacyOfficerDto,
              },
              privacyPolicyEffectiveDate: { required: true, type: () => String },
              introduction: {
                required: true,
                type: () => t['./site/dto/site-settings.dto'].SiteIntroductionDto,
              },
              support: {
                required: true,
                type: () => t['./site/dto/site-settings.dto'].SiteSupportDto,
              },
              searchVerification: {
                required: false,
                type: () => t['./site/dto/site-settings.dto'].SiteSearchVerificationDto,
                description: 'Optional: a form from before these codes existed leaves them empty.',
              },
              home: { required: true, type: () => t['./site/dto/site-settings.dto'].SiteHomeDto },
              kakaoChannelUrl: {
                required: false,
                type: () => String,
                description:
                  "Empty or absent: no channel. Only a KakaoTalk channel's https address is taken.",
                maxLength: 200,
              },
              counsellors: {
                required: false,
                type: () => [t['./site/dto/site-settings.dto'].SiteCounsellorDto],
                description: 'Optional: absent lists no one.',
              },
            },
          },
        ],
        [
          import('./config/site-config.dto.js'),
          {
            SiteDirections: {
              metro: {
                required: true,
                type: () => String,
                example:
                  '\uC9C0\uD558\uCCA0 5\uD638\uC120 \uBA85\uC77C\uC5ED 3\uBC88 \uCD9C\uAD6C\uC5D0\uC11C \uAC78\uC5B4\uC11C 5\uBD84',
              },
              bus: {
                required: true,
                type: () => String,
                example:
                  '\uAC04\uC120 341, \uC9C0\uC120 3318\uBC88 \u00B7 \uB9C8\uC74C\uC232\uC544\uD30C\uD2B8 \uC815\uB958\uC7A5 \uD558\uCC28',
              },
              car: {
                required: true,
                type: () => String,
                example:
                  '\uAC74\uBB3C \uB4A4\uD3B8 \uC8FC\uCC28\uC7A5 (2\uC2DC\uAC04 \uBB34\uB8CC)',
              },
            },
            SitePhoto: {
              src: { required: true, type: () => String, example: '/images/home/center-1.svg' },
              alt: {
                required: true,
                type: () => String,
                description: 'What the picture shows, read aloud by screen readers.',
                example: '\uD587\uC0B4\uC774 \uB4DC\uB294 \uC544\uB291\uD55C \uC0C1\uB2F4\uC2E4',
              },
              caption: { required: true, type: () => String, example: '\uC0C1\uB2F4\uC2E4' },
            },
            SitePage: {
              title: { required: true, type: () => String, example: '\uC13C\uD130\uC18C\uAC1C' },
              paragraphs: { required: true, type: () => [String] },
            },
            SitePrivacyOfficer: {
              name: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              position: { required: true, type: () => String, example: '\uC13C\uD130\uC7A5' },
              phone: { required: true, type: () => String, example: '02-000-0000' },
              email: { required: true, type: () => String, example: 'privacy@example.com' },
            },
            SiteSearchVerification: {
              naver: {
                required: true,
                type: () => String,
                description: "naver-site-verification's content.",
                example: '',
              },
              google: {
                required: true,
                type: () => String,
                description: "google-site-verification's content.",
                example: '',
              },
            },
            SiteHome: {
              heading: {
                required: true,
                type: () => String,
                example:
                  '\uC544\uC774\uC758 \uB9C8\uC74C\uC744 \uC138\uC2EC\uD558\uAC8C \uC0B4\uD53C\uB294 \uACF3',
              },
              lead: {
                required: true,
                type: () => String,
                example:
                  '\uC544\uC774 \uD55C \uBA85 \uD55C \uBA85\uC758 \uC0C1\uD0DC\uB97C \uBA74\uBC00\uD788 \uC0B4\uD53C\uACE0, \uB9DE\uCDA4\uD615 \uC0C1\uB2F4\uACFC \uD504\uB85C\uADF8\uB7A8\uC744 \uC81C\uACF5\uD569\uB2C8\uB2E4.',
              },
              photos: {
                required: true,
                type: () => [t['./config/site-config.dto'].SitePhoto],
                description:
                  "\uC13C\uD130 \uB458\uB7EC\uBCF4\uAE30: the centre's rooms, in the order shown; may be empty.",
              },
            },
            SiteCounsellor: {
              name: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              role: {
                required: true,
                type: () => String,
                example: '\uC13C\uD130\uC7A5 \u00B7 \uB180\uC774\uCE58\uB8CC\uC0AC',
              },
              credentials: {
                required: true,
                type: () => String,
                description: "Credentials, in the centre's words.",
                example:
                  '\uB180\uC774\uC2EC\uB9AC\uC0C1\uB2F4\uC0AC 1\uAE09, \uC784\uC0C1\uC2EC\uB9AC\uC0AC 2\uAE09',
              },
              line: {
                required: true,
                type: () => String,
                description: 'A short line about them; may be empty.',
                example:
                  '\uC544\uC774\uC758 \uC18D\uB3C4\uC5D0 \uB9DE\uCDB0 \uAE30\uB2E4\uB9BD\uB2C8\uB2E4.',
              },
              photo: {
                required: true,
                type: () => String,
                description:
                  'Their photo (/api/upload/siteFiles/\u2026); empty: the first letter of the name instead.',
                example: '',
              },
            },
            SiteConfig: {
              name: {
                required: true,
                type: () => String,
                example:
                  '\uB9C8\uC74C\uC232 \uC544\uB3D9\u00B7\uCCAD\uC18C\uB144 \uC0C1\uB2F4\uC13C\uD130',
              },
              logoText: { required: true, type: () => String, example: '\uB9C8\uC74C\uC232' },
              productName: {
                required: true,
                type: () => String,
                example: '\uC544\uB3D9\u00B7\uCCAD\uC18C\uB144 \uC0C1\uB2F4\uC13C\uD130',
              },
              representative: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              businessNumber: { required: true, type: () => String, example: '000-00-00000' },
              mailOrderNumber: {
                required: true,
                type: () => String,
                example: '\uC81C2026-\uC11C\uC6B8\uAC15\uB3D9-0000\uD638',
              },
              address: {
                required: true,
                type: () => String,
                example:
                  '\uC11C\uC6B8\uD2B9\uBCC4\uC2DC \uAC15\uB3D9\uAD6C \uC0C1\uC554\uB85C 000, \uB9C8\uC74C\uC232\uBE4C\uB529 3\uCE35',
              },
              email: { required: true, type: () => String, example: 'contact@example.com' },
              phone: { required: true, type: () => String, example: '02-000-0000' },
              fax: { required: true, type: () => String, example: '02-000-0001' },
              hours: {
                required: true,
                type: () => String,
                example:
                  '\uD3C9\uC77C 10:00~19:00, \uD1A0\uC694\uC77C 10:00~15:00 (\uC77C\uC694\uC77C\u00B7\uACF5\uD734\uC77C \uD734\uBB34)',
              },
              directions: {
                required: true,
                type: () => t['./config/site-config.dto'].SiteDirections,
              },
              privacyOfficer: {
                required: true,
                type: () => t['./config/site-config.dto'].SitePrivacyOfficer,
              },
              privacyPolicyEffectiveDate: {
                required: true,
                type: () => String,
                description:
                  'When the current \uAC1C\uC778\uC815\uBCF4\uCC98\uB9AC\uBC29\uCE68 took effect (YYYY-MM-DD).',
                example: '2026-12-01',
              },
              introduction: { required: true, type: () => t['./config/site-config.dto'].SitePage },
              support: { required: true, type: () => t['./config/site-config.dto'].SitePage },
              searchVerification: {
                required: true,
                type: () => t['./config/site-config.dto'].SiteSearchVerification,
              },
              home: { required: true, type: () => t['./config/site-config.dto'].SiteHome },
              kakaoChannelUrl: {
                required: true,
                type: () => String,
                description:
                  "The centre's KakaoTalk channel (https://pf.kakao.com/\u2026); empty: none.",
                example: 'https://pf.kakao.com/_xexample',
              },
              counsellors: {
                required: true,
                type: () => [t['./config/site-config.dto'].SiteCounsellor],
                description: 'In the order the centre lists them; may be empty.',
              },
            },
          },
        ],
        [
          import('./site/dto/site-settings.response.js'),
          {
            SiteSettingsResponse: {
              updatedAt: { required: true, type: () => String, description: 'ISO 8601.' },
            },
            SitePictureResponse: {
              src: {
                required: true,
                type: () => String,
                example: '/api/upload/siteFiles/0b6f3c1e-8a1f-4d2b-9a57-5a3f1f0c2d11.jpg',
              },
            },
          },
        ],
        [
          import('./site/dto/site.response.js'),
          {
            SiteRetention: {
              paidDays: {
                required: true,
                type: () => Number,
                description: "RETENTION_DAYS: a paid application's personal fields.",
                example: 90,
              },
              unpaidDays: {
                required: true,
                type: () => Number,
                description: 'UNPAID_RETENTION_DAYS: an application no money moved for.',
                example: 30,
              },
              waitlistDays: {
                required: true,
                type: () => Number,
                description: 'WAITLIST_RETENTION_DAYS: a waiting-list entry.',
                example: 30,
              },
              messageDays: {
                required: true,
                type: () => Number,
                description:
                  "MESSAGE_RETENTION_DAYS: a message's body and recipient (after sending).",
                example: 90,
              },
              recordYears: {
                required: true,
                type: () => Number,
                description:
                  'RECORD_RETENTION_YEARS: contract and payment records (Electronic Commerce Act).',
                example: 5,
              },
              inquiryYears: {
                required: true,
                type: () => Number,
                description:
                  'INQUIRY_RETENTION_YEARS: a question from the \uBB38\uC758 page, from the day it was sent.',
                example: 3,
              },
            },
            SiteResponse: {
              testPayments: {
                required: true,
                type: () => Boolean,
                description:
                  'True on a live site running the payment sandbox (NODE_ENV=production, PAYMENT_SANDBOX=true):\nevery public page then says that payments are not real.',
              },
              retention: {
                required: true,
                type: () => t['./site/dto/site.response'].SiteRetention,
              },
            },
          },
        ],
        [
          import('./applications/dto/create-application.dto.js'),
          {
            ApplicantDto: {
              name: {
                required: true,
                type: () => String,
                example: '\uD64D\uAE38\uB3D9',
                minLength: 1,
                maxLength: 50,
              },
              email: {
                required: true,
                type: () => String,
                example: 'parent@example.com',
                maxLength: 254,
                format: 'email',
              },
              contact: { required: true, type: () => String, example: '010-1234-5678' },
              birth: {
                required: true,
                type: () => String,
                description: 'Not in the future: checked by the service against the clock.',
                example: '1985-05-05',
              },
              agree: {
                required: false,
                type: () => Boolean,
                description:
                  'The consent checkbox: the form may only send this once it is checked.',
              },
            },
            ParticipantDto: {
              name: {
                required: true,
                type: () => String,
                example: '\uAE40\uD558\uB298',
                minLength: 1,
                maxLength: 50,
              },
              schoolYear: {
                required: true,
                example: 'E3',
                enum: [
                  'PRESCHOOL',
                  'E1',
                  'E2',
                  'E3',
                  'E4',
                  'E5',
                  'E6',
                  'M1',
                  'M2',
                  'M3',
                  'H1',
                  'H2',
                  'H3',
                ],
              },
            },
            GuardianDto: {
              name: {
                required: true,
                type: () => String,
                example: '\uAE40\uBCF4\uD638',
                minLength: 1,
                maxLength: 50,
              },
              relation: {
                required: true,
                example: 'MOTHER',
                enum: ['MOTHER', 'FATHER', 'GUARDIAN', 'OTHER'],
              },
            },
            SelectedFeeDto: {
              id: { required: true, type: () => Number },
              fee_type: { required: false, type: () => String, maxLength: 200 },
              amount: { required: false, type: () => Number },
              capacity: {
                required: false,
                type: () => Number,
                nullable: true,
                description:
                  'Sent back as the fee read answered it; never read (seats are counted by the server).',
              },
              seats_left: {
                required: false,
                type: () => Number,
                nullable: true,
                description: 'Sent back as the fee read answered it; never read.',
              },
            },
            ConsentAnswerDto: {
              id: {
                required: true,
                type: () => String,
                example: 'privacy-collection',
                maxLength: 50,
              },
              version: {
                required: true,
                type: () => Number,
                example: 1,
                minimum: 1,
                maximum: 10000,
              },
            },
            CreateApplicationDto: {
              applicant: {
                required: true,
                type: () => t['./applications/dto/create-application.dto'].ApplicantDto,
              },
              lectureId: { required: true, type: () => Number },
              lectureTitle: { required: false, type: () => String, maxLength: 200 },
              selectedFees: {
                required: true,
                type: () => [t['./applications/dto/create-application.dto'].SelectedFeeDto],
                minItems: 1,
                maxItems: 50,
              },
              totalAmount: { required: true, type: () => Number },
              payMethod: {
                required: true,
                enum: ['\uCE74\uB4DC', '\uAC00\uC0C1\uACC4\uC88C', '\uACC4\uC88C\uC774\uCCB4'],
              },
              offerToken: {
                required: false,
                type: () => String,
                description:
                  "Applying through a waiting-list offer (the token of its link): the seat the offer holds is\nused, the e-mail must be the entry's and the selection exactly the offered course.",
                maxLength: 200,
              },
              notifyEmail: {
                required: false,
                type: () => Boolean,
                description: 'Messages by e-mail (transactional only). Default true.',
              },
              notifyAlimtalk: {
                required: false,
                type: () => Boolean,
                description:
                  'Messages by \uCE74\uCE74\uC624 \uC54C\uB9BC\uD1A1, with SMS when it cannot be delivered. Default true.',
              },
              consents: {
                required: false,
                type: () => [t['./applications/dto/create-application.dto'].ConsentAnswerDto],
                description:
                  'The consents agreed to, each at the version shown: every required one at its current\nversion (an older version answers 409, asking to reload), optional ones only when ticked;\neach consent shown is recorded with the application. Old clients that send only\n`applicant.agree` are still accepted, without records.',
                maxItems: 20,
              },
              marketingOptIn: {
                required: false,
                type: () => Boolean,
                description:
                  'A separate opt-in to promotional messages; the form never ticks it beforehand. Default\nfalse; with `consents`, the marketing consent decides and this must agree with it.',
              },
              participant: {
                required: false,
                type: () => t['./applications/dto/create-application.dto'].ParticipantDto,
                description:
                  'The child who attends, for a lecture whose participant is CHILD (required there, refused\nelsewhere): the name and school year only.',
              },
              guardian: {
                required: false,
                type: () => t['./applications/dto/create-application.dto'].GuardianDto,
                description:
                  'The \uBC95\uC815\uB300\uB9AC\uC778 who consents for a child who may be under 14 (\uC911\uD559\uAD50 2\uD559\uB144 or younger):\nrequired there with the `guardian` consent, refused otherwise.',
              },
            },
          },
        ],
        [
          import('./applications/dto/apply.response.js'),
          {
            ApplicationStored: {
              state: { required: true, enum: [0] },
              applicationId: { required: true, type: () => Number, example: 42 },
            },
            ApplicationDuplicate: {},
            ApplicationFull: {
              fullFeeIds: {
                required: true,
                type: () => [Number],
                description:
                  "The chosen courses that are full (every chosen one when the lecture's total is reached).",
              },
            },
          },
        ],
        [
          import('./applications/dto/fee-line.response.js'),
          {
            FeeLine: {
              type: { required: true, type: () => String, example: '1\uD68C\uCC28' },
              amount: { required: true, type: () => Number, description: 'Won.', example: 30000 },
            },
          },
        ],
        [
          import('./payments/dto/desk-payment.dto.js'),
          {
            DeskPaymentDto: {
              amount: {
                required: true,
                type: () => Number,
                description: "Won; must equal the application's total.",
                example: 30000,
              },
              paidOn: {
                required: true,
                type: () => String,
                description: 'The Seoul calendar day it was paid, not after today.',
                example: '2026-11-25',
              },
              method: {
                required: true,
                description:
                  '\uD604\uC7A5 \uCE74\uB4DC \uACB0\uC81C, \uD604\uAE08, \uACC4\uC88C \uC9C1\uC811 \uC785\uAE08, \uAE30\uD0C0.',
                example: 'CASH',
                enum: ['OTHER', 'DESK_CARD', 'CASH', 'DIRECT_TRANSFER'],
              },
              note: {
                required: false,
                type: () => String,
                description: 'What the desk wants kept with it (a card slip number, who paid).',
                example: '\uC601\uC218\uC99D \uBC88\uD638 1234',
                maxLength: 500,
              },
            },
            DeskPaymentResponse: {
              payment_status: { required: true, description: 'Y once recorded.', enum: ['Y'] },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uD604\uAE08 30,000\uC6D0 \uACB0\uC81C\uAC00 \uAE30\uB85D\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./payments/dto/payment.response.js'),
          {
            PaymentInitResponse: {
              clientKey: {
                required: true,
                type: () => String,
                example: 'test_ck_0000000000000000000000',
              },
              sdkSrc: {
                required: false,
                type: () => String,
                description:
                  'Where loadTossPayments loads the SDK global from; absent for the real Toss script.',
              },
              method: {
                required: true,
                enum: ['\uCE74\uB4DC', '\uAC00\uC0C1\uACC4\uC88C', '\uACC4\uC88C\uC774\uCCB4'],
              },
              amount: {
                required: true,
                type: () => Number,
                description: 'Won, decided by the server.',
                example: 30000,
              },
              orderId: { required: true, type: () => String, example: 'maeum-42-k3j9x2' },
              orderName: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              customerName: { required: true, type: () => String, example: '\uD64D\uAE38\uB3D9' },
              customerEmail: { required: true, type: () => String, example: 'parent@example.com' },
              successUrl: { required: true, type: () => String },
              failUrl: { required: true, type: () => String },
              dueDate: {
                required: false,
                type: () => String,
                description:
                  "Virtual accounts: when the account is due (KST wall clock, yyyy-MM-ddTHH:mm:ss, Toss's\n`dueDate`), decided by the server; an account issued with a later one is cancelled.",
              },
              cashReceipt: {
                required: false,
                type: () => t['./payments/dto/payment.response'].PaymentWindowCashReceipt,
                description:
                  'Transfers and virtual accounts: the window offers a \uD604\uAE08\uC601\uC218\uC99D, \uC18C\uB4DD\uACF5\uC81C chosen first.',
              },
            },
            PaymentWindowCashReceipt: {
              type: {
                required: true,
                example: '\uC18C\uB4DD\uACF5\uC81C',
                enum: [
                  '\uC18C\uB4DD\uACF5\uC81C',
                  '\uC9C0\uCD9C\uC99D\uBE59',
                  '\uBBF8\uBC1C\uD589',
                ],
              },
            },
            VirtualAccountInfo: {
              bankCode: { required: true, type: () => String, example: '88' },
              bank: { required: true, type: () => String, example: '\uC2E0\uD55C\uC740\uD589' },
              accountNumber: { required: true, type: () => String, example: '12345678901234' },
              holder: {
                required: true,
                type: () => String,
                description:
                  "\uC785\uAE08\uC790\uBA85: the name the provider opened the account for (the family's), not the account's\nholder, which is the centre.",
                example: '\uAE40\uBBFC\uC9C0',
              },
              dueDate: {
                required: true,
                type: () => String,
                description: 'ISO instant.',
                example: '2026-03-05T14:59:59.000Z',
              },
            },
            PaidOrder: {
              lectureTitle: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              courses: {
                required: true,
                type: () => [String],
                description: 'The courses chosen, in the order applied.',
                example: ['1\uD68C\uCC28', '2\uD68C\uCC28'],
              },
              lecPeriodStart: {
                required: true,
                type: () => String,
                description: 'Calendar date.',
                example: '2026-04-01',
              },
              lecPeriodEnd: { required: true, type: () => String, example: '2026-04-30' },
              place: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "\uC7A5\uC18C; null when the lecture names none (the centre's address, then).",
                example: '\uC138\uBBF8\uB098\uC2E4',
              },
            },
            VerifyResponse: {
              message: {
                required: true,
                type: () => String,
                example: '\uACB0\uC81C\uAC00 \uC644\uB8CC\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
              customerEmail: { required: true, type: () => String, example: 'parent@example.com' },
              applicationId: { required: true, type: () => Number },
              paymentStatus: {
                required: true,
                description: 'Y paid, W awaiting deposit.',
                enum: ['Y', 'W'],
              },
              method: {
                required: true,
                enum: ['\uCE74\uB4DC', '\uAC00\uC0C1\uACC4\uC88C', '\uACC4\uC88C\uC774\uCCB4'],
              },
              amount: { required: true, type: () => Number, description: 'Won.', example: 30000 },
              receiptUrl: { required: true, type: () => String, nullable: true },
              virtualAccount: {
                required: true,
                type: () => t['./payments/dto/payment.response'].VirtualAccountInfo,
                nullable: true,
              },
              order: { required: true, type: () => t['./payments/dto/payment.response'].PaidOrder },
              sandboxDepositUrl: {
                required: false,
                type: () => String,
                description: 'Sandbox only: where a tester can mark the deposit as made.',
              },
            },
            PaymentApplicant: {
              name: { required: true, type: () => String, example: '\uD64D\uAE38\uB3D9' },
              email: { required: true, type: () => String, example: 'parent@example.com' },
            },
            RetryResponse: {
              total: {
                required: true,
                type: () => Number,
                description: 'Won still owed.',
                example: 30000,
              },
              lectureTitle: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              applicant: {
                required: true,
                type: () => t['./payments/dto/payment.response'].PaymentApplicant,
              },
              applicationId: { required: true, type: () => Number },
              payMethod: {
                required: true,
                enum: ['\uCE74\uB4DC', '\uAC00\uC0C1\uACC4\uC88C', '\uACC4\uC88C\uC774\uCCB4'],
              },
            },
            WebhookResponse: { result: { required: true, enum: ['applied', 'ignored'] } },
            PaymentStateResponse: {
              applicationId: { required: true, type: () => Number },
              paymentStatus: { required: true, enum: ['Y', 'W', 'P', 'N', 'C'] },
              method: {
                required: true,
                description:
                  "The standing attempt's method (or the application's own when none stands).",
                enum: ['\uCE74\uB4DC', '\uAC00\uC0C1\uACC4\uC88C', '\uACC4\uC88C\uC774\uCCB4'],
              },
              amount: { required: true, type: () => Number, description: 'Won.', example: 30000 },
              customerEmail: { required: true, type: () => String, example: 'parent@example.com' },
              receiptUrl: { required: true, type: () => String, nullable: true },
              virtualAccount: {
                required: true,
                type: () => t['./payments/dto/payment.response'].VirtualAccountInfo,
                nullable: true,
              },
            },
          },
        ],
        [
          import('./payments/dto/payment.dto.js'),
          {
            InitPaymentDto: {
              applicationId: { required: true, type: () => Number },
              method: {
                required: false,
                enum: [
                  '\uCE74\uB4DC',
                  '\uAC00\uC0C1\uACC4\uC88C',
                  '\uACC4\uC88C\uC774\uCCB4',
                  'CARD',
                  'VIRTUAL_ACCOUNT',
                  'TRANSFER',
                ],
              },
              amount: { required: false, type: () => Number },
              orderName: { required: false, type: () => String, maxLength: 200 },
              customerName: { required: false, type: () => String, maxLength: 100 },
              customerEmail: { required: false, type: () => String, maxLength: 254 },
              successUrl: { required: false, type: () => String, maxLength: 500 },
              failUrl: { required: false, type: () => String, maxLength: 500 },
            },
            VerifyPaymentDto: {
              paymentKey: {
                required: true,
                type: () => String,
                maxLength: 200,
                pattern: '^[A-Za-z0-9_-]+$',
              },
              orderId: { required: true, type: () => String },
              amount: { required: true, type: () => Number },
              applicationId: { required: true, type: () => Number },
            },
            RetryPaymentDto: {
              applicationId: { required: true, type: () => Number },
              payMethod: {
                required: false,
                description: 'Paying later from my info: the method of the next attempt.',
                enum: ['\uCE74\uB4DC', '\uAC00\uC0C1\uACC4\uC88C', '\uACC4\uC88C\uC774\uCCB4'],
              },
            },
            PaymentStateDto: { applicationId: { required: true, type: () => Number } },
          },
        ],
        [
          import('./health/dto/health.response.js'),
          { HealthResponse: { status: { required: true, enum: ['ok'] } } },
        ],
        [
          import('./waitlist/dto/waitlist.response.js'),
          {
            WaitlistPlace: {
              id: { required: true, type: () => Number, example: 8 },
              fee_id: { required: true, type: () => Number, example: 31 },
              position: {
                required: true,
                type: () => Number,
                description: "1-based place in that course's queue.",
                example: 3,
              },
            },
            WaitlistJoined: {
              state: { required: true, enum: [0] },
              entries: {
                required: true,
                type: () => [t['./waitlist/dto/waitlist.response'].WaitlistPlace],
              },
            },
            WaitlistDuplicate: {},
            WaitlistCancelled: { state: { required: true, enum: [0] } },
            WaitlistInfo: {
              id: { required: true, type: () => Number },
              lectureId: { required: true, type: () => Number },
              lectureTitle: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              feeId: { required: true, type: () => Number },
              feeType: { required: true, type: () => String, example: '1\uD68C\uCC28' },
              status: {
                required: true,
                enum: ['CANCELLED', 'EXPIRED', 'WAITING', 'OFFERED', 'APPLIED', 'REMOVED'],
              },
              position: {
                required: true,
                type: () => Number,
                nullable: true,
                description: '1-based place while WAITING; null otherwise.',
                example: 2,
              },
              offerExpiresAt: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'ISO time the offer ends, while OFFERED; null otherwise.',
              },
              offerUrl: {
                required: true,
                type: () => String,
                nullable: true,
                description: "The offer's link, while OFFERED; null otherwise.",
              },
            },
            OfferFee: {
              id: { required: true, type: () => Number },
              fee_type: { required: true, type: () => String, example: '1\uD68C\uCC28' },
              amount: { required: true, type: () => Number, description: 'Won.', example: 30000 },
            },
            OfferApplicant: {
              name: { required: true, type: () => String, example: '\uD64D\uAE38\uB3D9' },
              contact: { required: true, type: () => String, example: '010-1234-5678' },
              email: { required: true, type: () => String, example: 'parent@example.com' },
            },
            WaitlistOfferResponse: {
              entryId: { required: true, type: () => Number },
              lectureId: { required: true, type: () => Number },
              lectureTitle: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              participant: {
                required: true,
                description: 'Who attends: for CHILD the application form asks for the child.',
                enum: ['APPLICANT', 'CHILD'],
              },
              fee: { required: true, type: () => t['./waitlist/dto/waitlist.response'].OfferFee },
              applicant: {
                required: true,
                type: () => t['./waitlist/dto/waitlist.response'].OfferApplicant,
              },
              expiresAt: {
                required: true,
                type: () => String,
                description: 'ISO time the seat stops being held.',
              },
            },
            AdminWaitlistEntry: {
              id: { required: true, type: () => Number },
              feeId: { required: true, type: () => Number },
              feeType: { required: true, type: () => String, example: '1\uD68C\uCC28' },
              position: {
                required: true,
                type: () => Number,
                nullable: true,
                description: '1-based place while WAITING or OFFERED; null otherwise.',
              },
              status: {
                required: true,
                enum: ['CANCELLED', 'EXPIRED', 'WAITING', 'OFFERED', 'APPLIED', 'REMOVED'],
              },
              name: { required: true, type: () => String, example: '\uD64D\uAE38\uB3D9' },
              contact: {
                required: true,
                type: () => String,
                description: 'Masked (POST \u2026/reveal shows it in full).',
                example: '010-****-5678',
              },
              email: {
                required: true,
                type: () => String,
                description: 'Masked (POST \u2026/reveal shows it in full).',
                example: 'pa****@example.com',
              },
              createdAt: { required: true, type: () => String, description: 'ISO.' },
              offeredAt: { required: true, type: () => String, nullable: true },
              offerExpiresAt: { required: true, type: () => String, nullable: true },
              offerUrl: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "The offer's link while OFFERED (for \uB9C1\uD06C \uBCF5\uC0AC); null otherwise.",
              },
              applicationId: { required: true, type: () => Number, nullable: true },
            },
            AdminWaitlistChanged: {
              message: {
                required: true,
                type: () => String,
                example: '\uC88C\uC11D\uC744 \uC81C\uC548\uD588\uC2B5\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./waitlist/dto/waitlist.dto.js'),
          {
            JoinWaitlistDto: {
              lectureId: { required: true, type: () => Number },
              feeIds: {
                required: true,
                type: () => [Number],
                description: "The full courses wanted; one place in each course's queue.",
                example: [31],
                minItems: 1,
                maxItems: 50,
              },
              applicant: {
                required: true,
                type: () => t['./applications/dto/create-application.dto'].ApplicantDto,
              },
              agree: {
                required: true,
                type: () => Boolean,
                description: 'The consent checkbox, required here.',
              },
            },
            CancelWaitlistDto: { entryId: { required: true, type: () => Number } },
          },
        ],
        [
          import('./guests/dto/guest.dto.js'),
          {
            OptionalGuestEmailDto: {
              email: {
                required: false,
                type: () => String,
                example: 'parent@example.com',
                maxLength: 254,
                format: 'email',
              },
            },
            GuestEmailDto: {
              email: {
                required: true,
                type: () => String,
                example: 'parent@example.com',
                maxLength: 254,
                format: 'email',
              },
            },
            UserCheckDto: { birth: { required: true, type: () => String, example: '1985-05-05' } },
          },
        ],
        [
          import('./guests/dto/certificate.dto.js'),
          {
            CertificateRequestDto: {
              applicationId: { required: true, type: () => Number, example: 42 },
            },
            CertificateCentre: {
              name: {
                required: true,
                type: () => String,
                example:
                  '\uB9C8\uC74C\uC232 \uC544\uB3D9\u00B7\uCCAD\uC18C\uB144 \uC0C1\uB2F4\uC13C\uD130',
              },
              representative: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              businessNumber: {
                required: true,
                type: () => String,
                description: '\uC0AC\uC5C5\uC790\uB4F1\uB85D\uBC88\uD638.',
                example: '000-00-00000',
              },
              address: {
                required: true,
                type: () => String,
                example:
                  '\uC11C\uC6B8\uD2B9\uBCC4\uC2DC \uAC15\uB3D9\uAD6C \uC0C1\uC554\uB85C 000, \uB9C8\uC74C\uC232\uBE4C\uB529 3\uCE35',
              },
              phone: { required: true, type: () => String, example: '02-000-0000' },
            },
            CertificateResponse: {
              certificateNumber: { required: true, type: () => String, example: 'MS-2026-000042' },
              issuedOn: {
                required: true,
                type: () => String,
                description: 'The day it is issued, in Seoul.',
                example: '2026-11-22',
              },
              applicantName: { required: true, type: () => String, example: '\uAE40\uBBFC\uC9C0' },
              lectureTitle: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              instructor: { required: true, type: () => String, example: '\uC774\uC11C\uC5F0' },
              lecturePeriodStart: { required: true, type: () => String, example: '2026-12-10' },
              lecturePeriodEnd: { required: true, type: () => String, example: '2026-12-11' },
              fees: {
                required: true,
                type: () => [t['./applications/dto/fee-line.response'].FeeLine],
                description: 'The courses applied for, as chosen when applying.',
              },
              amountPaid: {
                required: true,
                type: () => Number,
                description: "Won paid, net of every refund (the ledger's sums).",
                example: 83333,
              },
              method: {
                required: true,
                description:
                  'How it was paid, in Korean (\uCE74\uB4DC, \uAC00\uC0C1\uACC4\uC88C, \uACC4\uC88C\uC774\uCCB4, \uD604\uAE08, \u2026).',
                enum: [
                  '\uCE74\uB4DC',
                  '\uAC00\uC0C1\uACC4\uC88C',
                  '\uACC4\uC88C\uC774\uCCB4',
                  '\uD604\uC7A5 \uCE74\uB4DC \uACB0\uC81C',
                  '\uD604\uAE08',
                  '\uACC4\uC88C \uC9C1\uC811 \uC785\uAE08',
                  '\uAE30\uD0C0',
                ],
              },
              paidOn: {
                required: true,
                type: () => String,
                description:
                  "The Seoul day the payment was taken (the ledger's latest payment in).",
                example: '2026-11-22',
              },
              centre: {
                required: true,
                type: () => t['./guests/dto/certificate.dto'].CertificateCentre,
              },
            },
          },
        ],
        [
          import('./cash-receipts/dto/cash-receipt.response.js'),
          {
            CashReceiptView: {
              source: { required: true, enum: ['WINDOW', 'DESK'] },
              type: {
                required: true,
                example: '\uC18C\uB4DD\uACF5\uC81C',
                enum: ['\uC18C\uB4DD\uACF5\uC81C', '\uC9C0\uCD9C\uC99D\uBE59'],
              },
              state: {
                required: true,
                description:
                  "PENDING: the provider's answer has not been read yet (issue again to finish it).",
                enum: ['PENDING', 'CANCELED', 'ISSUED'],
              },
              issueNumber: {
                required: true,
                type: () => String,
                nullable: true,
                description: '\uC2B9\uC778\uBC88\uD638.',
                example: '123456789',
              },
              receiptUrl: {
                required: true,
                type: () => String,
                nullable: true,
                description: "The provider's receipt page.",
              },
              amount: {
                required: true,
                type: () => Number,
                nullable: true,
                description:
                  "Won, for a desk receipt; null for the window's (the provider keeps it).",
                example: 30000,
              },
              identityNumber: {
                required: true,
                type: () => String,
                nullable: true,
                example: '010-****-5678',
              },
              issuedAt: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'ISO 8601.',
                example: '2026-11-25T03:00:00.000Z',
              },
            },
            IssueCashReceiptResponse: {
              cashReceipt: {
                required: true,
                type: () => t['./cash-receipts/dto/cash-receipt.response'].CashReceiptView,
              },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uD604\uAE08\uC601\uC218\uC99D\uC774 \uBC1C\uAE09\uB418\uC5C8\uC2B5\uB2C8\uB2E4. \uC2B9\uC778\uBC88\uD638 123456789',
              },
            },
          },
        ],
        [
          import('./cash-receipts/dto/issue-cash-receipt.dto.js'),
          {
            IssueCashReceiptDto: {
              type: {
                required: true,
                description:
                  '\uC18C\uB4DD\uACF5\uC81C (a phone number) or \uC9C0\uCD9C\uC99D\uBE59 (a business number).',
                example: '\uC18C\uB4DD\uACF5\uC81C',
                enum: ['\uC18C\uB4DD\uACF5\uC81C', '\uC9C0\uCD9C\uC99D\uBE59'],
              },
              identityNumber: {
                required: true,
                type: () => String,
                description:
                  'A mobile number for \uC18C\uB4DD\uACF5\uC81C, a \uC0AC\uC5C5\uC790\uB4F1\uB85D\uBC88\uD638 for \uC9C0\uCD9C\uC99D\uBE59; dashes allowed.',
                example: '010-1234-5678',
                maxLength: 20,
              },
            },
          },
        ],
        [
          import('./refunds/dto/guest-cancel.dto.js'),
          {
            RefundAccountDto: {
              bankCode: { required: true, type: () => String },
              accountNumber: { required: true, type: () => String, pattern: '^[0-9]{1,20}$' },
              holderName: { required: true, type: () => String, minLength: 1, maxLength: 60 },
            },
            GuestCancelDto: {
              applicationId: { required: true, type: () => Number },
              refundAccount: {
                required: false,
                type: () => t['./refunds/dto/guest-cancel.dto'].RefundAccountDto,
              },
            },
            GuestCancelResponse: {
              paymentStatus: {
                required: true,
                description:
                  "C cancelled (a full refund, or withdrawn before paying), P partially refunded; Y (or P) still\npaid while the refund awaits the centre's approval.",
                enum: ['Y', 'P', 'C'],
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won.',
                example: 15000,
              },
              awaitingApproval: {
                required: false,
                type: () => Boolean,
                description:
                  "The refund waits for the centre (an account in another name than the applicant's or the\nguardian's): nothing was refunded yet.",
              },
              message: {
                required: false,
                type: () => String,
                description: 'What to tell the family when it waits.',
              },
            },
          },
        ],
        [
          import('./refunds/dto/admin-refund.dto.js'),
          {
            AdminRefundDto: {
              amount: {
                required: true,
                type: () => Number,
                description: 'Won, whole: at most what was paid less what was refunded.',
                example: 15000,
              },
              reason: {
                required: true,
                type: () => String,
                description: 'Why (kept in the ledger and sent to the provider).',
                example: '\uC790\uB140 \uC9C8\uBCD1\uC73C\uB85C \uBCF4\uD638\uC790 \uC694\uCCAD',
                maxLength: 500,
              },
              refundAccount: {
                required: false,
                type: () => t['./refunds/dto/guest-cancel.dto'].RefundAccountDto,
                description:
                  "The family's account, for a deposited virtual account (the provider pays it back there).",
              },
            },
            AdminRefundResponse: {
              payment_status: {
                required: true,
                description: 'P while something is left paid, C when nothing is.',
                enum: ['P', 'C'],
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won refunded in all, this refund included.',
                example: 15000,
              },
              refundable: {
                required: true,
                type: () => Number,
                description: 'Won still paid (refundable).',
                example: 15000,
              },
              message: {
                required: true,
                type: () => String,
                example: '15,000\uC6D0\uC744 \uD658\uBD88\uD588\uC2B5\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./refunds/dto/admin-cancel.dto.js'),
          {
            AdminCancelDto: {
              reason: {
                required: true,
                type: () => String,
                description: 'Why (kept with the cancel).',
                example:
                  '\uAC15\uC0AC \uC0AC\uC815\uC73C\uB85C \uBCF4\uD638\uC790 \uC694\uCCAD\uC5D0 \uB530\uB77C \uCDE8\uC18C',
                maxLength: 500,
              },
            },
            AdminCancelResponse: {
              payment_status: { required: true, description: 'C after the cancel.', enum: ['C'] },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won returned to the family (0 for an unpaid application).',
                example: 30000,
              },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uC2E0\uCCAD\uC774 \uCDE8\uC18C\uB418\uACE0 30,000\uC6D0\uC774 \uD658\uBD88\uB418\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
            },
            RefundAllowanceView: {
              role: { required: true, enum: ['STAFF', 'OWNER'] },
              perApplication: {
                required: true,
                type: () => Number,
                nullable: true,
                description:
                  'The staff limit per application (null: staff refund nothing on their own; the owner: null).',
              },
              perDay: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'The staff limit per member and Seoul day (null: none).',
              },
              directLeft: {
                required: true,
                type: () => Number,
                nullable: true,
                description:
                  'Won this administrator may still refund here on their own; null: no limit (the owner).',
                example: 5000,
              },
            },
            AwaitedAccountView: {
              bankName: { required: true, type: () => String, example: '\uAD6D\uBBFC\uC740\uD589' },
              last4: { required: true, type: () => String, example: '6789' },
            },
            CancelQuoteResponse: {
              applicationId: { required: true, type: () => Number },
              paymentStatus: { required: true, enum: ['Y', 'W', 'P', 'N', 'C'] },
              amount: {
                required: true,
                type: () => Number,
                description:
                  'Won the cancel would give back (what is left paid; 0 when nothing was taken).',
                example: 30000,
              },
              destination: {
                required: true,
                nullable: true,
                description:
                  "Where it goes: CARD (the card payment cancelled), TRANSFER (back to the paying account),\nVIRTUAL_ACCOUNT (a deposit: needs the family's account), CASH, DESK_CARD, DIRECT_TRANSFER,\nOTHER (handed back by the centre), ACCOUNT_CANCEL (an awaited account ends), NONE (unpaid).\nNull when nothing can be done (already cancelled, a payment in flight).",
                enum: [
                  'OTHER',
                  'CARD',
                  'VIRTUAL_ACCOUNT',
                  'TRANSFER',
                  'DESK_CARD',
                  'CASH',
                  'DIRECT_TRANSFER',
                  'NONE',
                  'ACCOUNT_CANCEL',
                ],
              },
              account: {
                required: true,
                type: () => t['./refunds/dto/admin-cancel.dto'].AwaitedAccountView,
                nullable: true,
                description: 'The awaited virtual account that ends (ACCOUNT_CANCEL).',
              },
              blocked: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "Why it cannot be cancelled here now, in the refusal's words; null when it can.",
              },
              needsApproval: {
                required: true,
                type: () => Boolean,
                description:
                  "For this administrator the cancel would wait for the owner's approval (202).",
              },
              allowance: {
                required: true,
                type: () => t['./refunds/dto/admin-cancel.dto'].RefundAllowanceView,
              },
            },
          },
        ],
        [
          import('./refunds/dto/cash-hand-back.dto.js'),
          {
            CashHandBackResponse: {
              alreadyRecorded: {
                required: true,
                type: () => Boolean,
                description: 'It had been recorded before (nothing changed now).',
              },
              handedBackAt: {
                required: true,
                type: () => String,
                description: 'When it was handed back (ISO 8601).',
                example: '2026-11-30T05:05:00.000Z',
              },
              handedBackBy: {
                required: true,
                type: () => String,
                description: 'Who recorded it.',
                example: 'admin',
              },
              amount: {
                required: true,
                type: () => Number,
                description: 'Won handed back.',
                example: 20000,
              },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uD604\uAE08 20,000\uC6D0\uC744 \uAC00\uC871\uC5D0\uAC8C \uB3CC\uB824\uC900 \uAC83\uC73C\uB85C \uAE30\uB85D\uD588\uC2B5\uB2C8\uB2E4.',
              },
            },
            CashHandBackView: {
              pending: {
                required: true,
                type: () => Boolean,
                description: 'Not handed back yet (\uD604\uAE08 \uBC18\uD658 \uB300\uAE30).',
              },
              at: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'ISO 8601, once handed back.',
              },
              by: { required: true, type: () => String, nullable: true },
            },
          },
        ],
        [
          import('./refunds/dto/refund-request.dto.js'),
          {
            RefundDestinationView: {
              bank: {
                required: true,
                type: () => String,
                description: 'Bank code.',
                example: '88',
              },
              bankName: { required: true, type: () => String, example: '\uC2E0\uD55C\uC740\uD589' },
              account: {
                required: true,
                type: () => String,
                description: 'Masked.',
                example: '***-6789',
              },
              holder: { required: true, type: () => String, example: '\uAE40\uBBFC\uC9C0' },
            },
            RefundRequestRow: {
              id: { required: true, type: () => Number },
              applicationId: { required: true, type: () => Number },
              applicantName: {
                required: true,
                type: () => String,
                description: "The applicant's name.",
                example: '\uAE40\uBBFC\uC9C0',
              },
              lectureTitle: {
                required: true,
                type: () => String,
                example: '\uAC00\uC744 \uBD80\uBAA8 \uD2B9\uAC15',
              },
              kind: { required: true, enum: ['REFUND', 'CANCEL'] },
              amount: {
                required: true,
                type: () => Number,
                description: 'Won asked.',
                example: 50000,
              },
              reason: {
                required: true,
                type: () => String,
                example: '\uC790\uB140 \uC9C8\uBCD1\uC73C\uB85C \uBCF4\uD638\uC790 \uC694\uCCAD',
              },
              destination: {
                required: true,
                type: () => t['./refunds/dto/refund-request.dto'].RefundDestinationView,
                nullable: true,
              },
              requestedBy: { required: true, enum: ['STAFF', 'FAMILY', 'OWNER'] },
              requestedByName: {
                required: true,
                type: () => String,
                nullable: true,
                description: "The account's name; null for the family.",
                example: 'staff.one',
              },
              cause: {
                required: true,
                enum: [
                  'WITHIN_LIMIT',
                  'OVER_LIMIT',
                  'DAILY_LIMIT',
                  'TYPED_ACCOUNT',
                  'HOLDER_MISMATCH',
                ],
              },
              causeText: {
                required: true,
                type: () => String,
                description: 'Why it waits, in Korean.',
                example:
                  '\uC9C1\uC6D0 \uD658\uBD88 \uD55C\uB3C4(20,000\uC6D0)\uB97C \uB118\uC5C8\uC2B5\uB2C8\uB2E4.',
              },
              status: {
                required: true,
                enum: ['PENDING', 'FAILED', 'DONE', 'EXECUTING', 'DECLINED'],
              },
              refunded: {
                required: true,
                type: () => Number,
                nullable: true,
                description: 'Won that moved, once DONE.',
              },
              detail: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'Why it failed.',
              },
              decidedByName: { required: true, type: () => String, nullable: true },
              decidedAt: { required: true, type: () => String, nullable: true },
              declineReason: { required: true, type: () => String, nullable: true },
              createdAt: { required: true, type: () => String, description: 'ISO 8601.' },
            },
            RefundRequestListResponse: {
              items: {
                required: true,
                type: () => [t['./refunds/dto/refund-request.dto'].RefundRequestRow],
              },
            },
            RefundRequestQueryDto: {
              status: {
                required: false,
                description: 'Only these (default: PENDING). ALL lists every state.',
                enum: ['PENDING', 'ALL'],
              },
            },
            DeclineRefundRequestDto: {
              reason: {
                required: true,
                type: () => String,
                description: 'Told to whoever asked.',
                example:
                  '\uBCF4\uD638\uC790\uC640 \uD1B5\uD654 \uD6C4 \uD658\uBD88\uD558\uC9C0 \uC54A\uAE30\uB85C \uD568',
                maxLength: 500,
              },
            },
            RefundRequestedResponse: {
              request: {
                required: true,
                type: () => t['./refunds/dto/refund-request.dto'].RefundRequestRow,
              },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uC9C1\uC6D0 \uD658\uBD88 \uD55C\uB3C4\uB97C \uB118\uC5B4 \uB300\uD45C \uAD00\uB9AC\uC790\uC758 \uC2B9\uC778\uC744 \uAE30\uB2E4\uB9BD\uB2C8\uB2E4.',
              },
            },
            RefundDecisionResponse: {
              request: {
                required: true,
                type: () => t['./refunds/dto/refund-request.dto'].RefundRequestRow,
              },
              message: {
                required: true,
                type: () => String,
                example: '50,000\uC6D0\uC744 \uD658\uBD88\uD588\uC2B5\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./refunds/dto/application-money.response.js'),
          {
            MoneyMovementRow: {
              id: { required: true, type: () => Number },
              kind: {
                required: true,
                enum: ['PROVIDER_PAYMENT', 'PROVIDER_REFUND', 'OFFLINE_PAYMENT', 'MANUAL_REFUND'],
              },
              amount: {
                required: true,
                type: () => Number,
                description: 'Won: positive in, negative out.',
                example: -15000,
              },
              method: {
                required: true,
                enum: [
                  'OTHER',
                  'CARD',
                  'VIRTUAL_ACCOUNT',
                  'TRANSFER',
                  'DESK_CARD',
                  'CASH',
                  'DIRECT_TRANSFER',
                ],
              },
              methodName: { required: true, type: () => String, example: '\uCE74\uB4DC' },
              who: {
                required: true,
                type: () => String,
                description: 'Who moved it.',
                example: '\uAD00\uB9AC\uC790 admin',
              },
              reason: {
                required: true,
                type: () => String,
                nullable: true,
                example: '\uC790\uB140 \uC9C8\uBCD1\uC73C\uB85C \uBCF4\uD638\uC790 \uC694\uCCAD',
              },
              note: { required: true, type: () => String, nullable: true },
              at: {
                required: true,
                type: () => String,
                description: 'When the money moved (ISO 8601).',
                example: '2026-11-25T03:00:00.000Z',
              },
              destination: {
                required: true,
                type: () => t['./refunds/dto/refund-request.dto'].RefundDestinationView,
                nullable: true,
                description: 'Where a refund to a bank account went (masked); null otherwise.',
              },
              handBack: {
                required: true,
                type: () => t['./refunds/dto/cash-hand-back.dto'].CashHandBackView,
                nullable: true,
                description:
                  'A cash refund by hand: \uD604\uAE08 \uBC18\uD658 \uB300\uAE30, or when and by whom it was handed back; else null.',
              },
            },
            RefundSuggestionView: {
              amount: { required: true, type: () => Number, example: 15000 },
              rate: { required: true, type: () => Number, example: 50 },
              note: {
                required: true,
                type: () => String,
                example:
                  '\uAC15\uC758 \uC2DC\uC791 4\uC77C \uC804\uBD80\uD130 \uC804\uB0A0\uAE4C\uC9C0: 50% \uD658\uBD88',
              },
            },
            ApplicationMoneyResponse: {
              applicationId: { required: true, type: () => Number },
              paymentStatus: { required: true, enum: ['Y', 'W', 'P', 'N', 'C'] },
              totalAmount: {
                required: true,
                type: () => Number,
                description: 'Won the application costs.',
                example: 30000,
              },
              paid: {
                required: true,
                type: () => Number,
                description: "Won taken (the ledger's payments in).",
                example: 30000,
              },
              refunded: {
                required: true,
                type: () => Number,
                description: 'Won given back.',
                example: 0,
              },
              refundable: {
                required: true,
                type: () => Number,
                description: 'Won that may still be refunded.',
                example: 30000,
              },
              method: {
                required: true,
                enum: [
                  'OTHER',
                  'CARD',
                  'VIRTUAL_ACCOUNT',
                  'TRANSFER',
                  'DESK_CARD',
                  'CASH',
                  'DIRECT_TRANSFER',
                ],
              },
              methodName: { required: true, type: () => String, example: '\uCE74\uB4DC' },
              paidAtDesk: {
                required: true,
                type: () => Boolean,
                description: 'Paid at the desk: refunds are recorded by hand, no provider call.',
              },
              needsRefundAccount: {
                required: true,
                type: () => Boolean,
                description: "A deposited virtual account: a refund needs the family's account.",
              },
              suggestion: {
                required: true,
                type: () => t['./refunds/dto/application-money.response'].RefundSuggestionView,
              },
              cashReceipt: {
                required: true,
                type: () => t['./cash-receipts/dto/cash-receipt.response'].CashReceiptView,
                nullable: true,
                description:
                  'The \uD604\uAE08\uC601\uC218\uC99D: issued by the payment window, or by the centre for a desk payment.',
              },
              canIssueCashReceipt: {
                required: true,
                type: () => Boolean,
                description:
                  "Paid in cash or straight into the centre's account, something left, no receipt issued yet.",
              },
              movements: {
                required: true,
                type: () => [t['./refunds/dto/application-money.response'].MoneyMovementRow],
              },
              requests: {
                required: true,
                type: () => [t['./refunds/dto/refund-request.dto'].RefundRequestRow],
                description:
                  "Refunds that waited (or wait) for the owner's approval, newest first.",
              },
              allowance: {
                required: true,
                type: () => t['./refunds/dto/admin-cancel.dto'].RefundAllowanceView,
                description:
                  "What the signed-in administrator may refund here on their own (issue 36): above it a refund\nbecomes a request for the owner's approval.",
              },
            },
          },
        ],
        [
          import('./refunds/dto/cancellation.response.js'),
          {
            Cancellation: {
              allowed: { required: true, type: () => Boolean },
              kind: {
                required: true,
                nullable: true,
                description:
                  'REFUND: a paid application is refunded; WITHDRAW: an unpaid or awaiting one is withdrawn.',
                enum: ['REFUND', 'WITHDRAW'],
              },
              refundRate: { required: true, enum: [0, 100, 50] },
              refundAmount: {
                required: true,
                type: () => Number,
                description: 'Whole won, rounded down.',
                example: 15000,
              },
              needsRefundAccount: {
                required: true,
                type: () => Boolean,
                description:
                  'A deposited virtual account is refunded to an account the guest names.',
              },
              reason: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'Why it is not allowed, in Korean; null when allowed.',
                example: '\uC774\uBBF8 \uCDE8\uC18C\uB41C \uC2E0\uCCAD\uC785\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./refunds/dto/lecture-closure.dto.js'),
          {
            CloseLectureDto: {
              reason: {
                required: true,
                type: () => String,
                description: 'Why (sent to the provider with each refund, and kept).',
                example: '\uAC15\uC0AC \uC0AC\uC815\uC73C\uB85C \uD3D0\uAC15',
                maxLength: 500,
              },
            },
          },
        ],
        [
          import('./refunds/dto/lecture-closure.response.js'),
          {
            ClosureItemRow: {
              applicationId: { required: true, type: () => Number },
              name: { required: true, type: () => String, example: '\uAE40\uBBFC\uC9C0' },
              paymentStatus: {
                required: true,
                description: "The application's state now.",
                enum: ['Y', 'W', 'P', 'N', 'C'],
              },
              outcome: {
                required: true,
                enum: [
                  'PENDING',
                  'REFUNDED',
                  'ACCOUNT_CANCELLED',
                  'WITHDRAWN',
                  'ALREADY_CLOSED',
                  'NEEDS_ATTENTION',
                ],
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won returned by the closure.',
                example: 30000,
              },
              detail: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'Why a person must look at it.',
                example:
                  '\uAC00\uC0C1\uACC4\uC88C\uB85C \uC785\uAE08\uB41C \uC2E0\uCCAD\uC740 \uD658\uBD88\uBC1B\uC744 \uACC4\uC88C\uAC00 \uD544\uC694\uD569\uB2C8\uB2E4.',
              },
              resolved: {
                required: true,
                type: () => Boolean,
                description:
                  'Left for a person (NEEDS_ATTENTION), who has since settled it: nothing is left paid.',
              },
            },
            LectureClosureResponse: {
              lectureId: { required: true, type: () => Number },
              state: {
                required: true,
                description:
                  'RUNNING while the job has families to reach; DONE when none is left pending.',
                enum: ['DONE', 'RUNNING'],
              },
              reason: {
                required: true,
                type: () => String,
                example: '\uAC15\uC0AC \uC0AC\uC815\uC73C\uB85C \uD3D0\uAC15',
              },
              requestedBy: { required: true, type: () => String, example: 'admin' },
              createdAt: { required: true, type: () => String, description: 'ISO 8601.' },
              finishedAt: { required: true, type: () => String, nullable: true },
              total: {
                required: true,
                type: () => Number,
                description: 'Applications to reach.',
                example: 30,
              },
              done: {
                required: true,
                type: () => Number,
                description: 'Reached (any outcome but PENDING).',
                example: 12,
              },
              needsAttention: {
                required: true,
                type: () => Number,
                description: 'Left for a person (NEEDS_ATTENTION) and not yet settled by one.',
                example: 1,
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won returned in all.',
                example: 900000,
              },
              items: {
                required: true,
                type: () => [t['./refunds/dto/lecture-closure.response'].ClosureItemRow],
              },
            },
            ClosureQuoteGroup: {
              destination: {
                required: true,
                description:
                  "CARD, TRANSFER (refunded by the job through the provider); ACCOUNT_CANCEL (awaited accounts\nended), NONE (unpaid, withdrawn); VIRTUAL_ACCOUNT (deposits: a person refunds to the\nfamily's account); CASH, DESK_CARD, DIRECT_TRANSFER, OTHER (taken at the desk: a person hands\nit back); IN_FLIGHT (a payment being confirmed: the job tries again).",
                enum: [
                  'OTHER',
                  'CARD',
                  'VIRTUAL_ACCOUNT',
                  'TRANSFER',
                  'DESK_CARD',
                  'CASH',
                  'DIRECT_TRANSFER',
                  'NONE',
                  'IN_FLIGHT',
                  'ACCOUNT_CANCEL',
                ],
              },
              count: {
                required: true,
                type: () => Number,
                description: 'Applications.',
                example: 3,
              },
              amount: {
                required: true,
                type: () => Number,
                description: 'Won that goes back this way.',
                example: 90000,
              },
              byPerson: {
                required: true,
                type: () => Boolean,
                description:
                  'A person must do it (the job leaves it as \uD655\uC778 \uD544\uC694).',
              },
            },
            ClosureQuoteResponse: {
              lectureId: { required: true, type: () => Number },
              applications: {
                required: true,
                type: () => Number,
                description: 'Applications not cancelled.',
                example: 4,
              },
              refundTotal: {
                required: true,
                type: () => Number,
                description: 'Won that goes back in all, by the job and by hand.',
                example: 110000,
              },
              automaticTotal: {
                required: true,
                type: () => Number,
                description: 'Of it, what the job refunds through the provider.',
                example: 90000,
              },
              groups: {
                required: true,
                type: () => [t['./refunds/dto/lecture-closure.response'].ClosureQuoteGroup],
              },
            },
          },
        ],
        [
          import('./guests/dto/user-info.response.js'),
          {
            UserCheckResponse: {
              proven: {
                required: false,
                type: () => Boolean,
                description:
                  'With state 1: true when this browser is remembered and proven now (no code sent).',
              },
              expiresInSeconds: {
                required: false,
                type: () => Number,
                description: 'With state 1 and a code sent: seconds it stays valid.',
              },
              resendInSeconds: {
                required: false,
                type: () => Number,
                description: 'With state 1 and a code sent: seconds before another may be asked.',
              },
            },
            UserInfo: {
              name: { required: true, type: () => String, example: '\uD64D\uAE38\uB3D9' },
              email: { required: true, type: () => String, example: 'parent@example.com' },
              birth: { required: true, type: () => String, example: '1985-05-05' },
              contact: { required: true, type: () => String, example: '010-1234-5678' },
            },
            LectureInfoPayment: {
              method: {
                required: true,
                description:
                  "\uCE74\uB4DC, \uAC00\uC0C1\uACC4\uC88C or \uACC4\uC88C\uC774\uCCB4: of the latest payment, else the method chosen when applying; or\nthe desk's (\uD604\uC7A5 \uCE74\uB4DC \uACB0\uC81C, \uD604\uAE08, \uACC4\uC88C \uC9C1\uC811 \uC785\uAE08, \uAE30\uD0C0) when the centre recorded the payment.",
                enum: [
                  '\uCE74\uB4DC',
                  '\uAC00\uC0C1\uACC4\uC88C',
                  '\uACC4\uC88C\uC774\uCCB4',
                  '\uD604\uC7A5 \uCE74\uB4DC \uACB0\uC81C',
                  '\uD604\uAE08',
                  '\uACC4\uC88C \uC9C1\uC811 \uC785\uAE08',
                  '\uAE30\uD0C0',
                ],
              },
              status: {
                required: true,
                nullable: true,
                description:
                  "The latest payment attempt's status (DONE, WAITING_FOR_DEPOSIT, \u2026); null before any.",
                enum: [
                  'FAILED',
                  'READY',
                  'CONFIRMING',
                  'UNKNOWN',
                  'DONE',
                  'WAITING_FOR_DEPOSIT',
                  'EXPIRED',
                  'CANCELED',
                  'PARTIAL_CANCELED',
                ],
              },
              receipt_url: { required: true, type: () => String, nullable: true },
              cash_receipt_url: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "The \uD604\uAE08\uC601\uC218\uC99D's page: the payment window's (a transfer or a virtual account) or the desk's.",
              },
              virtualAccount: {
                required: true,
                type: () => t['./payments/dto/payment.response'].VirtualAccountInfo,
                nullable: true,
                description:
                  'Where to deposit, while a virtual account awaits it (W); otherwise null.',
              },
            },
            AutoCancelInfo: {
              amount: { required: true, type: () => Number, description: 'Won.', example: 30000 },
              method: {
                required: true,
                enum: ['\uCE74\uB4DC', '\uAC00\uC0C1\uACC4\uC88C', '\uACC4\uC88C\uC774\uCCB4'],
              },
              approvedAt: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  'When the provider took it (ISO); null for a virtual account that was only issued.',
              },
              canceledAt: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "When the app's cancel was applied (ISO); null while it is still on its way.",
              },
              refused: {
                required: true,
                type: () => Boolean,
                description: 'The provider refused the cancel: the centre refunds it by hand.',
              },
              reason: {
                required: true,
                description:
                  'Why: taken after the application had been closed, a second payment of a paid one, or\n(NO_SEAT) paid after its hold lapsed and the last seat was gone.',
                enum: ['APPLICATION_CLOSED', 'ALREADY_PAID', 'NO_SEAT', 'NO_SLOT'],
              },
            },
            RefundInfo: {
              amount: {
                required: true,
                type: () => Number,
                description: 'Won given back (positive).',
                example: 40000,
              },
              at: {
                required: true,
                type: () => String,
                description: 'When the money was given back (ISO instant).',
                example: '2026-12-07T03:00:00.000Z',
              },
            },
            LectureInfo: {
              applicationId: { required: true, type: () => Number },
              applicantName: {
                required: true,
                type: () => String,
                description:
                  'The name typed when applying: tells two applications to one lecture apart.',
                example: '\uAE40\uD558\uB298',
              },
              appliedAt: {
                required: true,
                type: () => String,
                description: 'When the application was made (ISO instant).',
                example: '2026-11-20T05:30:00.000Z',
              },
              lectureTitle: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              lecturePreiodStart: {
                required: true,
                type: () => String,
                description: 'Spelt as the spec spells it (\u00A73).',
                example: '2026-04-01',
              },
              lecturePreiodEnd: { required: true, type: () => String, example: '2026-04-30' },
              phase: {
                required: true,
                description:
                  'From the lecture period against today in Asia/Seoul (both ends inclusive).',
                enum: ['UPCOMING', 'ONGOING', 'ENDED'],
              },
              totalFee: { required: true, type: () => Number, description: 'Won.', example: 30000 },
              paymentStatus: {
                required: true,
                description:
                  'Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded.',
                enum: ['Y', 'W', 'P', 'N', 'C'],
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won.',
                example: 0,
              },
              stateLabel: {
                required: true,
                type: () => String,
                description:
                  "The payment state in words, as \uB0B4 \uC815\uBCF4 shows it: \uACB0\uC81C \uC644\uB8CC \u00B7 {method} (\uCE74\uB4DC, \uAC00\uC0C1\uACC4\uC88C,\n\uACC4\uC88C\uC774\uCCB4, or the desk's \uD604\uC7A5 \uCE74\uB4DC \uACB0\uC81C, \uD604\uAE08, \u2026), \uC785\uAE08 \uB300\uAE30 \u00B7 \uAC00\uC0C1\uACC4\uC88C, \uBD80\uBD84 \uD658\uBD88 (with the\namounts), \uD658\uBD88 \uC644\uB8CC (with the amount), \uACB0\uC81C \uBBF8\uC644\uB8CC, or \uCDE8\uC18C\uB428 (withdrawn unpaid).",
                example: '\uACB0\uC81C \uC644\uB8CC \u00B7 \uCE74\uB4DC',
              },
              refunds: {
                required: true,
                type: () => [t['./guests/dto/user-info.response'].RefundInfo],
                description:
                  'Every refund of the application out of the money ledger, oldest first.',
              },
              fees: {
                required: true,
                type: () => [t['./applications/dto/fee-line.response'].FeeLine],
              },
              payments: {
                required: true,
                type: () => t['./guests/dto/user-info.response'].LectureInfoPayment,
              },
              cancellation: {
                required: true,
                type: () => t['./refunds/dto/cancellation.response'].Cancellation,
                description:
                  'What \uACB0\uC81C \uCDE8\uC18C would do today; POST /api/guest/cancel recomputes it.',
              },
              autoCancels: {
                required: true,
                type: () => [t['./guests/dto/user-info.response'].AutoCancelInfo],
                description:
                  'Payments the provider took after the application had been closed (a second payment window\napproved after a cancel), which the app cancelled in full on its own.',
              },
            },
            ProvenContactInfo: {
              email: {
                required: true,
                type: () => String,
                nullable: true,
                example: 'parent@example.com',
              },
              phone: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'Digits.',
                example: '01012345678',
              },
              viaLink: {
                required: true,
                type: () => Boolean,
                description: "Opened from a message's link rather than by a code.",
              },
            },
            UserInfoResponse: {
              proven: {
                required: true,
                type: () => t['./guests/dto/user-info.response'].ProvenContactInfo,
              },
              userInfo: {
                required: true,
                type: () => t['./guests/dto/user-info.response'].UserInfo,
                nullable: true,
                description:
                  'The details of the newest application or entry made with the contact; null: nothing yet.',
              },
              lectureInfos: {
                required: true,
                type: () => [t['./guests/dto/user-info.response'].LectureInfo],
              },
              waitlist: {
                required: true,
                type: () => [t['./waitlist/dto/waitlist.response'].WaitlistInfo],
                description:
                  "The guest's waiting-list entries (\uB300\uAE30 N\uBC88\uC9F8, offers), newest first.",
              },
            },
          },
        ],
        [
          import('./guests/dto/family-code.response.js'),
          {
            FamilyCodeSent: {
              proven: {
                required: true,
                type: () => Boolean,
                description:
                  'true: this browser is remembered for the contact and is proven now (no code sent);\nfalse: a code went to the contact.',
              },
              expiresInSeconds: {
                required: false,
                type: () => Number,
                description: 'Seconds the code stays valid (absent when proven).',
                example: 600,
              },
              resendInSeconds: {
                required: false,
                type: () => Number,
                description: 'Seconds before another code may be asked (absent when proven).',
                example: 60,
              },
            },
            FamilyProven: {
              proven: { required: true, type: () => Boolean },
              remembered: {
                required: true,
                type: () => Boolean,
                description: 'Whether this browser is now remembered.',
              },
            },
            RememberedBrowser: {
              id: { required: true, type: () => String, example: '12' },
              device: { required: true, type: () => String, example: 'Chrome \u00B7 Android' },
              createdAt: { required: true, type: () => String, description: 'ISO instant.' },
              lastUsedAt: { required: true, type: () => String },
              expiresAt: { required: true, type: () => String },
              current: { required: true, type: () => Boolean, description: 'The browser asking.' },
            },
            RememberedBrowsers: {
              email: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "The proven contact, as the family typed it (e-mail, or the phone's digits).",
              },
              phone: { required: true, type: () => String, nullable: true },
              browsers: {
                required: true,
                type: () => [t['./guests/dto/family-code.response'].RememberedBrowser],
              },
            },
            BrowsersForgotten: {
              forgotten: {
                required: true,
                type: () => Number,
                description: 'How many remembered browsers were signed out.',
              },
            },
          },
        ],
        [
          import('./appointments/dto/calendar.dto.js'),
          {
            CalendarQuery: {
              from: {
                required: true,
                type: () => String,
                description: 'The first day, YYYY-MM-DD (Seoul).',
                example: '2026-11-23',
              },
              to: {
                required: true,
                type: () => String,
                description: 'The last day, YYYY-MM-DD (Seoul), at most 31 days after the first.',
                example: '2026-11-29',
              },
              counsellor: {
                required: true,
                type: () => String,
                description: "A counsellor's id, or `all` (every calendar the account may see).",
                example: 'all',
                default: 'all',
                pattern: '^(all|[1-9][0-9]{0,8})$',
              },
            },
            StaffBookingDto: {
              typeId: { required: true, type: () => Number, example: 1, minimum: 1 },
              counsellorId: { required: true, type: () => Number, example: 1, minimum: 1 },
              start: {
                required: true,
                type: () => String,
                description: "The start, a time free in the counsellor's calendar.",
                example: '2026-11-24T01:00:00.000Z',
              },
              guardianName: { required: true, type: () => String, example: '\uAE40\uBCF4\uD638' },
              childName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              childSchoolYear: {
                required: true,
                enum: [
                  '\uBBF8\uCDE8\uD559',
                  '\uAE30\uD0C0',
                  '\uCD081',
                  '\uCD082',
                  '\uCD083',
                  '\uCD084',
                  '\uCD085',
                  '\uCD086',
                  '\uC9111',
                  '\uC9112',
                  '\uC9113',
                  '\uACE01',
                  '\uACE02',
                  '\uACE03',
                ],
              },
              phone: {
                required: false,
                type: () => String,
                description: "The family's mobile number; this or the e-mail (or both).",
                example: '010-1234-5678',
                pattern: '^01[016789]-?[0-9]{3,4}-?[0-9]{4}$',
              },
              email: {
                required: false,
                type: () => String,
                example: 'parent@example.com',
                maxLength: 254,
                format: 'email',
              },
              payByLink: {
                required: false,
                type: () => Boolean,
                description:
                  "Send the family a link to pay the type's deposit online (\uC54C\uB9BC\uD1A1 and e-mail): the time is held\nuntil APPOINTMENT_PAY_LINK_HOURS pass (never past its start) and booked once paid. Without\nit, the booking stands at once and the fee is paid at the centre.",
              },
            },
            CalendarWindow: {
              date: { required: true, type: () => String, example: '2026-11-24' },
              start: { required: true, type: () => String, example: '10:00' },
              end: { required: true, type: () => String, example: '12:00' },
            },
            CalendarTimeOff: {
              start: { required: true, type: () => String, example: '2026-11-26T00:00:00.000Z' },
              end: { required: true, type: () => String, example: '2026-11-26T09:00:00.000Z' },
              reason: { required: true, type: () => String, example: '\uC5F0\uCC28' },
            },
            CalendarCounsellor: {
              id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              active: {
                required: true,
                type: () => Boolean,
                description:
                  'false: deactivated (still shown while it has appointments in the span).',
              },
              windows: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarWindow],
              },
              timeOff: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarTimeOff],
              },
            },
            CalendarClosedDay: {
              date: { required: true, type: () => String, example: '2026-12-25' },
              reason: { required: true, type: () => String, example: '\uC131\uD0C4\uC808' },
            },
            CalendarAppointment: {
              id: { required: true, type: () => Number, example: 12 },
              start: { required: true, type: () => String, example: '2026-11-24T01:00:00.000Z' },
              end: { required: true, type: () => String, example: '2026-11-24T01:50:00.000Z' },
              status: {
                required: true,
                enum: ['CANCELLED', 'EXPIRED', 'HELD', 'BOOKED', 'ATTENDED', 'NO_SHOW'],
              },
              typeId: { required: true, type: () => Number, example: 1 },
              typeName: {
                required: true,
                type: () => String,
                example: '\uCD08\uAE30 \uC0C1\uB2F4',
              },
              counsellorId: { required: true, type: () => Number, example: 1 },
              counsellorName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              roomId: { required: true, type: () => Number, nullable: true },
              roomName: {
                required: true,
                type: () => String,
                nullable: true,
                example: '\uC0C1\uB2F4\uC2E4 1',
              },
              guardianName: { required: true, type: () => String, example: '\uAE40\uBCF4\uD638' },
              childName: { required: true, type: () => String, example: '\uC774\uD558\uB298' },
              childSchoolYear: { required: true, type: () => String, example: '\uCD083' },
              phone: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'Masked: the first three and last four digits.',
                example: '010-****-5678',
              },
              email: {
                required: true,
                type: () => String,
                nullable: true,
                description: "Masked: the name's first two letters and the domain.",
                example: 'pa****@example.com',
              },
              price: {
                required: true,
                type: () => Number,
                description: 'Won, paid at the centre.',
                example: 50000,
              },
              deposit: {
                required: true,
                type: () => Number,
                description: 'Won taken online when the family booked (0: none).',
                example: 10000,
              },
              depositStatus: {
                required: true,
                description: 'NONE, DUE (held while paying), PAID, REFUNDED.',
                example: 'PAID',
                enum: ['NONE', 'REFUNDED', 'PAID', 'DUE'],
              },
              payLinkUntil: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "A payment link's deadline: the time is held for its deposit until then (else null).",
              },
              payLinkPath: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "The payment link's address on this site while it can still pay (held, deposit due), for the\ndesk to send again; null otherwise.",
                example: '/program/1/booking/pay/12.abc\u2026',
              },
              bookedByCentre: {
                required: true,
                type: () => Boolean,
                description:
                  'Booked by the centre (a staff account) rather than by the family online.',
              },
              seriesId: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'The weekly series it belongs to, if any.',
              },
              noShows: {
                required: true,
                type: () => Number,
                description: "The family's no-shows (same phone or e-mail), this one included.",
                example: 0,
              },
              attendanceMarkedAt: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'When \uCD9C\uC11D or \uB178\uC1FC was marked.',
              },
            },
            CalendarResponse: {
              from: { required: true, type: () => String, example: '2026-11-23' },
              to: { required: true, type: () => String, example: '2026-11-29' },
              today: {
                required: true,
                type: () => String,
                description: 'Today in Seoul.',
                example: '2026-11-24',
              },
              scope: {
                required: true,
                description:
                  'ALL: the account sees every calendar (the owner, the front desk); OWN: a counsellor, who\nsees only their own.',
                enum: ['ALL', 'OWN'],
              },
              ownCounsellorId: {
                required: true,
                type: () => Number,
                nullable: true,
                description: "The counsellor's own id when the scope is OWN.",
              },
              counsellors: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarCounsellor],
              },
              closedDays: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarClosedDay],
              },
              appointments: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarAppointment],
              },
            },
            StaffBooked: {
              appointment: {
                required: true,
                type: () => t['./appointments/dto/calendar.dto'].CalendarAppointment,
              },
            },
            CalendarChoiceType: {
              id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: '\uCD08\uAE30 \uC0C1\uB2F4' },
              durationMinutes: { required: true, type: () => Number, example: 50 },
              price: { required: true, type: () => Number, example: 50000 },
              deposit: {
                required: true,
                type: () => Number,
                description: 'The deposit a payment link asks (0: none, so no link).',
                example: 10000,
              },
              counsellorIds: {
                required: true,
                type: () => [Number],
                description: 'The counsellors offering it (of those the account may book for).',
              },
            },
            CalendarChoiceRoom: {
              id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: '\uC0C1\uB2F4\uC2E4 1' },
            },
            CalendarChoices: {
              types: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarChoiceType],
              },
              counsellors: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarChoiceCounsellor],
              },
              payLinkHours: {
                required: true,
                type: () => Number,
                description: 'How long a payment link holds the time (APPOINTMENT_PAY_LINK_HOURS).',
                example: 24,
              },
            },
            CalendarChoiceCounsellor: {
              id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
            },
            FreeTimesQuery: {
              typeId: { required: true, type: () => Number, example: 1, minimum: 1 },
              counsellorId: { required: true, type: () => Number, example: 1, minimum: 1 },
              date: { required: true, type: () => String, example: '2026-11-24' },
            },
            FreeTime: {
              start: { required: true, type: () => String, example: '2026-11-24T01:00:00.000Z' },
              time: {
                required: true,
                type: () => String,
                description: 'Seoul wall clock.',
                example: '10:00',
              },
            },
            FreeTimes: {
              date: { required: true, type: () => String, example: '2026-11-24' },
              times: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].FreeTime],
              },
            },
            SeriesPreviewDto: {
              typeId: { required: true, type: () => Number, example: 1, minimum: 1 },
              counsellorId: { required: true, type: () => Number, example: 1, minimum: 1 },
              start: {
                required: true,
                type: () => String,
                description: "The first session's start; the others follow every 7 days.",
                example: '2026-11-24T01:00:00.000Z',
              },
              sessions: { required: true, type: () => Number, example: 8 },
            },
            SeriesSession: {
              index: {
                required: true,
                type: () => Number,
                description: '1 for the first session.',
                example: 1,
              },
              date: {
                required: true,
                type: () => String,
                description: 'Seoul date.',
                example: '2026-11-24',
              },
              start: { required: true, type: () => String, example: '2026-11-24T01:00:00.000Z' },
              end: { required: true, type: () => String, example: '2026-11-24T01:50:00.000Z' },
              free: { required: true, type: () => Boolean },
              conflict: {
                required: true,
                nullable: true,
                enum: ['CLOSED', 'TAKEN', 'TIME_OFF', 'OUTSIDE_HOURS', 'PAST'],
              },
              reason: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'Why, in Korean, when not free.',
                example: '\uD734\uBB34\uC77C (\uC131\uD0C4\uC808)',
              },
            },
            SeriesPreview: {
              sessions: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].SeriesSession],
              },
            },
            SeriesBookingDto: {
              dates: {
                required: true,
                type: () => [String],
                description:
                  "The sessions' dates to book (Seoul dates of the series, usually every free one).",
                uniqueItems: true,
                minItems: 1,
              },
              guardianName: { required: true, type: () => String, example: '\uAE40\uBCF4\uD638' },
              childName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              childSchoolYear: {
                required: true,
                enum: [
                  '\uBBF8\uCDE8\uD559',
                  '\uAE30\uD0C0',
                  '\uCD081',
                  '\uCD082',
                  '\uCD083',
                  '\uCD084',
                  '\uCD085',
                  '\uCD086',
                  '\uC9111',
                  '\uC9112',
                  '\uC9113',
                  '\uACE01',
                  '\uACE02',
                  '\uACE03',
                ],
              },
              phone: {
                required: false,
                type: () => String,
                example: '010-1234-5678',
                pattern: '^01[016789]-?[0-9]{3,4}-?[0-9]{4}$',
              },
              email: {
                required: false,
                type: () => String,
                example: 'parent@example.com',
                maxLength: 254,
                format: 'email',
              },
            },
            SeriesBooked: {
              seriesId: {
                required: true,
                type: () => String,
                example: '6f1c2d1e-8a53-4a8e-9a57-0f4f0c1b2a3d',
              },
              appointments: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarAppointment],
              },
            },
            MoveAppointmentDto: {
              start: { required: true, type: () => String, example: '2026-11-25T05:00:00.000Z' },
              counsellorId: {
                required: false,
                type: () => Number,
                description: 'Another counsellor offering the type; the same one when left out.',
                example: 2,
                minimum: 1,
              },
            },
            CancelAppointmentDto: {
              reason: {
                required: true,
                type: () => String,
                description: 'Said to the family and kept.',
                example: '\uC0C1\uB2F4\uC0AC \uC77C\uC815 \uBCC0\uACBD',
                maxLength: 200,
              },
              refundDeposit: {
                required: false,
                type: () => Boolean,
                description:
                  'For a booking whose deposit was paid online, required: true gives it back in full (the owner\nonly); false keeps it, as the written policy says of a cancel past the deadline.',
              },
            },
            AttendanceDto: { status: { required: true, enum: ['ATTENDED', 'NO_SHOW'] } },
            OrphanedAppointments: {
              appointments: {
                required: true,
                type: () => [t['./appointments/dto/calendar.dto'].CalendarAppointment],
              },
            },
          },
        ],
        [
          import('./appointments/dto/session-package.dto.js'),
          {
            SellPackageDto: {
              typeId: {
                required: true,
                type: () => Number,
                description: 'The appointment type its sessions are of.',
                example: 1,
                minimum: 1,
              },
              sessions: {
                required: true,
                type: () => Number,
                description: 'How many sessions, 1 to 52.',
                example: 4,
                minimum: 1,
                maximum: 52,
              },
              price: {
                required: true,
                type: () => Number,
                description: 'Won for the whole block, as paid (or to be paid by the link).',
                example: 200000,
              },
              payByLink: {
                required: false,
                type: () => Boolean,
                description:
                  'True: the family pays online by a payment link sent to its contact (\uC54C\uB9BC\uD1A1 and e-mail); the\npackage gives no session until paid. Absent or false: paid at the desk (`method`).',
              },
              method: {
                required: false,
                description:
                  "The desk's method (\uD604\uC7A5 \uCE74\uB4DC \uACB0\uC81C, \uD604\uAE08, \uACC4\uC88C \uC9C1\uC811 \uC785\uAE08, \uAE30\uD0C0); none for a payment link.",
                example: 'DESK_CARD',
                enum: ['OTHER', 'DESK_CARD', 'CASH', 'DIRECT_TRANSFER'],
              },
              guardianName: { required: true, type: () => String, example: '\uAE40\uBCF4\uD638' },
              childName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              phone: {
                required: false,
                type: () => String,
                description: "The family's mobile number; this or the e-mail (or both).",
                example: '010-1234-5678',
                pattern: '^01[016789]-?[0-9]{3,4}-?[0-9]{4}$',
              },
              email: {
                required: false,
                type: () => String,
                example: 'parent@example.com',
                maxLength: 254,
                format: 'email',
              },
              note: {
                required: false,
                type: () => String,
                description: 'What the desk keeps with the sale (a slip number).',
                example: '\uC601\uC218\uC99D 1234',
                maxLength: 500,
              },
              saleKey: {
                required: false,
                type: () => String,
                description:
                  "This sale's request key, one per sale the form records: sent again with the same key (a\nretry after a timeout), the sale is recorded once and answered again.",
                example: '7d3f0c2e-8a4b-4c1d-9e2f-5a6b7c8d9e0f',
                format: 'uuid',
              },
            },
            RefundPackageDto: {
              reason: {
                required: true,
                type: () => String,
                description: 'Kept with the refund.',
                example: '\uC774\uC0AC\uB85C \uC0C1\uB2F4 \uC911\uB2E8',
                maxLength: 200,
              },
              expectedAmount: {
                required: true,
                type: () => Number,
                description:
                  'The amount the owner was shown (won): recorded only if it is still what is refundable.',
              },
            },
            CancelPackageDto: {
              reason: {
                required: true,
                type: () => String,
                description: 'Kept with the cancel.',
                example: '\uBCF4\uD638\uC790 \uC694\uCCAD\uC73C\uB85C \uD310\uB9E4 \uCDE8\uC18C',
                maxLength: 200,
              },
            },
            AdminSessionPackage: {
              id: { required: true, type: () => Number, example: 3 },
              typeName: {
                required: true,
                type: () => String,
                example: '\uB180\uC774 \uD3C9\uAC00',
              },
              sessionsTotal: { required: true, type: () => Number, example: 4 },
              sessionsUsed: { required: true, type: () => Number, example: 1 },
              price: { required: true, type: () => Number, description: 'Won.', example: 200000 },
              method: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "How it was paid: the desk's method, \uCE74\uB4DC or \uACC4\uC88C\uC774\uCCB4; null while unpaid.",
                example: '\uD604\uC7A5 \uCE74\uB4DC \uACB0\uC81C',
              },
              status: {
                required: true,
                description:
                  'DUE: sold by a link, not paid yet; PAID; REFUNDED (unused sessions given back); CANCELLED\n(an unpaid sale called off).',
                enum: ['CANCELLED', 'REFUNDED', 'PAID', 'DUE'],
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won given back for unused sessions.',
                example: 0,
              },
              refundable: {
                required: true,
                type: () => Number,
                description: 'What refunding the unused sessions now would give back (won).',
                example: 150000,
              },
              byLink: {
                required: true,
                type: () => Boolean,
                description:
                  'Paid (or to be paid) online by a payment link: its refund goes back through the provider.',
              },
              payUntil: {
                required: true,
                type: () => String,
                nullable: true,
                description: "A linked sale's deadline.",
                example: '2026-12-02T03:00:00.000Z',
              },
              payLinkPath: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "The link's page while it can still pay (to copy and send again), else null.",
              },
              guardianName: { required: true, type: () => String, example: '\uAE40\uBCF4\uD638' },
              childName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              phone: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'Masked.',
                example: '010-****-5678',
              },
              email: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'Masked.',
                example: 'pa****@example.com',
              },
              soldAt: { required: true, type: () => String, example: '2026-11-22T03:00:00.000Z' },
            },
            FamilySessionPackage: {
              id: { required: true, type: () => Number, example: 3 },
              typeName: {
                required: true,
                type: () => String,
                example: '\uB180\uC774 \uD3C9\uAC00',
              },
              sessionsTotal: { required: true, type: () => Number, example: 4 },
              sessionsUsed: { required: true, type: () => Number, example: 1 },
              sessionsLeft: { required: true, type: () => Number, example: 3 },
              price: { required: true, type: () => Number, description: 'Won.', example: 200000 },
              status: {
                required: true,
                description: "DUE: waiting for the family's payment by its link (no session yet).",
                enum: ['CANCELLED', 'REFUNDED', 'PAID', 'DUE'],
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won given back for unused sessions.',
                example: 0,
              },
              payUntil: {
                required: true,
                type: () => String,
                nullable: true,
                description: "A linked sale's deadline (DUE).",
                example: '2026-12-02T03:00:00.000Z',
              },
              payPath: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  'Where to pay it, while it can still be paid (DUE and before its deadline), else null.',
              },
            },
            FamilySessionPackages: {
              packages: {
                required: true,
                type: () => [t['./appointments/dto/session-package.dto'].FamilySessionPackage],
              },
            },
            PackagePayLinkResponse: {
              packageId: { required: true, type: () => Number, example: 3 },
              programId: {
                required: true,
                type: () => Number,
                description:
                  "The program the type belongs to (the link's page is its booking page).",
                example: 1,
              },
              typeName: {
                required: true,
                type: () => String,
                example: '\uB180\uC774 \uCE58\uB8CC',
              },
              durationMinutes: {
                required: true,
                type: () => Number,
                description: 'Length of one session in minutes.',
                example: 50,
              },
              sessions: { required: true, type: () => Number, example: 4 },
              price: {
                required: true,
                type: () => Number,
                description: 'Won for the whole block.',
                example: 200000,
              },
              payUntil: {
                required: true,
                type: () => String,
                description: 'The last moment the link pays.',
                example: '2026-12-02T03:00:00.000Z',
              },
              state: {
                required: true,
                description:
                  'DUE: it can be paid now; PAID: paid; CANCELLED: called off by the centre (or refunded);\nOVER: past its deadline.',
                enum: ['CANCELLED', 'PAID', 'DUE', 'OVER'],
              },
            },
            StartPackagePaymentDto: {
              method: {
                required: true,
                description: '\uCE74\uB4DC or \uACC4\uC88C\uC774\uCCB4.',
                example: '\uCE74\uB4DC',
                enum: ['\uCE74\uB4DC', '\uACC4\uC88C\uC774\uCCB4'],
              },
            },
            VerifyPackagePaymentDto: {
              paymentKey: {
                required: true,
                type: () => String,
                maxLength: 200,
                pattern: '^[A-Za-z0-9_-]+$',
              },
              orderId: { required: true, type: () => String, pattern: '^[A-Za-z0-9_-]{6,64}$' },
              amount: { required: true, type: () => Number },
            },
            PackagePaidResponse: {
              method: { required: true, type: () => String, example: '\uCE74\uB4DC' },
              amount: { required: true, type: () => Number, description: 'Won.', example: 200000 },
              receiptUrl: { required: true, type: () => String, nullable: true },
            },
          },
        ],
        [
          import('./appointments/dto/booking.dto.js'),
          {
            BookingDaysQuery: {
              month: {
                required: true,
                type: () => String,
                description: 'The month, YYYY-MM.',
                example: '2026-12',
                pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$',
              },
              counsellor: {
                required: true,
                type: () => String,
                description: "A counsellor's id, or `any` (\uC0C1\uAD00\uC5C6\uC74C).",
                example: 'any',
              },
            },
            BookingSlotsQuery: {
              date: { required: true, type: () => String, example: '2026-12-03' },
              counsellor: {
                required: true,
                type: () => String,
                description: "A counsellor's id, or `any` (\uC0C1\uAD00\uC5C6\uC74C).",
                example: 'any',
              },
            },
            BookAppointmentDto: {
              typeId: { required: true, type: () => Number, example: 1, minimum: 1 },
              counsellor: {
                required: true,
                type: () => String,
                description: "A counsellor's id, or `any` (\uC0C1\uAD00\uC5C6\uC74C).",
                example: 'any',
              },
              start: {
                required: true,
                type: () => String,
                description: "The slot's start, as the slots read gave it.",
                example: '2026-12-03T01:00:00.000Z',
              },
              guardianName: { required: true, type: () => String, example: '\uAE40\uBCF4\uD638' },
              childName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              childSchoolYear: {
                required: true,
                enum: [
                  '\uBBF8\uCDE8\uD559',
                  '\uAE30\uD0C0',
                  '\uCD081',
                  '\uCD082',
                  '\uCD083',
                  '\uCD084',
                  '\uCD085',
                  '\uCD086',
                  '\uC9111',
                  '\uC9112',
                  '\uC9113',
                  '\uACE01',
                  '\uACE02',
                  '\uACE03',
                ],
              },
              agree: {
                required: true,
                type: () => Boolean,
                description: 'The consent checkbox: sent only once it is checked.',
              },
              consentVersion: {
                required: true,
                type: () => Number,
                description: 'The version of the consent text the family read.',
                example: 1,
              },
            },
            RescheduleAppointmentDto: {
              start: { required: true, type: () => String, example: '2026-12-04T05:00:00.000Z' },
            },
            BookingCounsellor: {
              id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
            },
            BookingType: {
              id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: '\uCD08\uAE30 \uC0C1\uB2F4' },
              description: {
                required: true,
                type: () => String,
                example:
                  '\uC544\uC774\uC640 \uBD80\uBAA8\uB2D8\uC774 \uD568\uAED8 \uC624\uC154\uC11C \uC9C0\uAE08\uC758 \uC5B4\uB824\uC6C0\uC744 \uC774\uC57C\uAE30 \uB098\uB220\uC694.',
              },
              durationMinutes: { required: true, type: () => Number, example: 50 },
              price: { required: true, type: () => Number, description: 'Won.', example: 50000 },
              deposit: {
                required: true,
                type: () => Number,
                description:
                  'Won taken online when booking; 0: none, the fee is paid at the centre.',
                example: 0,
              },
              minNoticeMinutes: { required: true, type: () => Number, example: 1440 },
              maxAheadDays: { required: true, type: () => Number, example: 60 },
              cancelDeadlineHours: { required: true, type: () => Number, example: 24 },
              counsellors: {
                required: true,
                type: () => [t['./appointments/dto/booking.dto'].BookingCounsellor],
              },
            },
            BookingProgram: {
              programId: { required: true, type: () => Number, example: 1 },
              types: {
                required: true,
                type: () => [t['./appointments/dto/booking.dto'].BookingType],
              },
            },
            BookingDay: {
              date: { required: true, type: () => String, example: '2026-12-03' },
              slots: {
                required: true,
                type: () => Number,
                description: 'How many start times that day has.',
                example: 6,
              },
            },
            BookingDays: {
              month: { required: true, type: () => String, example: '2026-12' },
              days: {
                required: true,
                type: () => [t['./appointments/dto/booking.dto'].BookingDay],
                description: 'Only the days that have time, in order.',
              },
            },
            BookingSlot: {
              start: { required: true, type: () => String, example: '2026-12-03T01:00:00.000Z' },
              end: { required: true, type: () => String, example: '2026-12-03T01:50:00.000Z' },
              time: {
                required: true,
                type: () => String,
                description: 'Seoul wall clock.',
                example: '10:00',
              },
            },
            BookingSlots: {
              date: { required: true, type: () => String, example: '2026-12-03' },
              slots: {
                required: true,
                type: () => [t['./appointments/dto/booking.dto'].BookingSlot],
              },
            },
            FamilyAppointment: {
              id: { required: true, type: () => Number, example: 12 },
              typeId: {
                required: true,
                type: () => Number,
                description:
                  "The type's id: my info asks its days and times to move the appointment.",
                example: 1,
              },
              typeName: {
                required: true,
                type: () => String,
                example: '\uCD08\uAE30 \uC0C1\uB2F4',
              },
              counsellorId: {
                required: true,
                type: () => Number,
                description: "The counsellor's id: a move stays with the same counsellor.",
                example: 1,
              },
              counsellorName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              start: { required: true, type: () => String, example: '2026-12-03T01:00:00.000Z' },
              end: { required: true, type: () => String, example: '2026-12-03T01:50:00.000Z' },
              status: {
                required: true,
                enum: ['CANCELLED', 'EXPIRED', 'HELD', 'BOOKED', 'ATTENDED', 'NO_SHOW'],
              },
              childName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              childSchoolYear: { required: true, type: () => String, example: '\uCD083' },
              price: {
                required: true,
                type: () => Number,
                description: 'Won, paid at the centre (less any deposit).',
                example: 50000,
              },
              deposit: {
                required: true,
                type: () => Number,
                description: 'Won taken online when booking (0: none).',
                example: 10000,
              },
              depositStatus: {
                required: true,
                description:
                  'NONE: no deposit; DUE: held while the family pays it; PAID; REFUNDED.',
                example: 'PAID',
                enum: ['NONE', 'REFUNDED', 'PAID', 'DUE'],
              },
              holdUntil: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'While HELD: until when the time is kept for the family to pay.',
              },
              changeUntil: {
                required: true,
                type: () => String,
                description: 'Until when the family may cancel or move it themselves.',
                example: '2026-12-02T01:00:00.000Z',
              },
              changeable: {
                required: true,
                type: () => Boolean,
                description: 'Whether it may still be cancelled or moved from my info now.',
              },
              maxAheadDays: {
                required: true,
                type: () => Number,
                description:
                  "How many days ahead its type books: how far \uC2DC\uAC04 \uBCC0\uACBD's calendar pages.",
                example: 60,
              },
            },
            FamilyAppointments: {
              appointments: {
                required: true,
                type: () => [t['./appointments/dto/booking.dto'].FamilyAppointment],
              },
            },
            StartDepositDto: {
              method: {
                required: true,
                description:
                  '\uCE74\uB4DC or \uACC4\uC88C\uC774\uCCB4 (no \uAC00\uC0C1\uACC4\uC88C: a held time never waits for a bank deposit).',
                example: '\uCE74\uB4DC',
                enum: ['\uCE74\uB4DC', '\uACC4\uC88C\uC774\uCCB4'],
              },
            },
            VerifyDepositDto: {
              paymentKey: {
                required: true,
                type: () => String,
                maxLength: 200,
                pattern: '^[A-Za-z0-9_-]+$',
              },
              orderId: { required: true, type: () => String, pattern: '^[A-Za-z0-9_-]{6,64}$' },
              amount: { required: true, type: () => Number },
            },
            DepositPaidResponse: {
              appointmentId: { required: true, type: () => Number, example: 12 },
              method: { required: true, type: () => String, example: '\uCE74\uB4DC' },
              amount: { required: true, type: () => Number, description: 'Won.', example: 10000 },
              receiptUrl: { required: true, type: () => String, nullable: true },
              typeName: {
                required: true,
                type: () => String,
                description:
                  "What was booked, as the success page names it (no child's or guardian's names).",
              },
              counsellorName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              start: { required: true, type: () => String, example: '2026-12-03T01:00:00.000Z' },
              end: { required: true, type: () => String, example: '2026-12-03T01:50:00.000Z' },
            },
            PayLinkResponse: {
              appointmentId: { required: true, type: () => Number, example: 12 },
              programId: {
                required: true,
                type: () => Number,
                description: 'The program the type belongs to (where the paid page lives).',
                example: 1,
              },
              typeName: {
                required: true,
                type: () => String,
                example: '\uCD08\uAE30 \uC0C1\uB2F4',
              },
              counsellorName: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              start: { required: true, type: () => String, example: '2026-12-03T01:00:00.000Z' },
              end: { required: true, type: () => String, example: '2026-12-03T01:50:00.000Z' },
              deposit: { required: true, type: () => Number, description: 'Won.', example: 10000 },
              price: {
                required: true,
                type: () => Number,
                description: 'Won, the whole fee (the rest is paid at the centre).',
                example: 50000,
              },
              cancelDeadlineHours: {
                required: true,
                type: () => Number,
                description: 'A family may cancel (deposit refunded) until this many hours before.',
                example: 24,
              },
              payUntil: {
                required: true,
                type: () => String,
                description: 'The last moment the link pays.',
                example: '2026-12-02T01:00:00.000Z',
              },
              state: {
                required: true,
                description:
                  "DUE: it can be paid now; PAID: paid (booked); CANCELLED: cancelled (or refunded); OVER: its\ntime passed (the link's or the session's).",
                enum: ['CANCELLED', 'PAID', 'DUE', 'OVER'],
              },
            },
          },
        ],
        [
          import('./appointments/dto/setup.response.js'),
          {
            CounsellorRow: {
              id: { required: true, type: () => Number, example: 1 },
              account_id: {
                required: true,
                type: () => Number,
                description: 'The staff account it belongs to.',
                example: 2,
              },
              account_name: {
                required: true,
                type: () => String,
                description: "That account's name in the back office.",
                example: '\uAE40\uD558\uB298',
              },
              name: {
                required: true,
                type: () => String,
                description: 'The name families see.',
                example: '\uAE40\uD558\uB298',
              },
              active: {
                required: true,
                type: () => Boolean,
                description: 'Bookable: shown to families.',
              },
              mine: {
                required: true,
                type: () => Boolean,
                description: "The signed-in account's own profile.",
              },
            },
            WeeklyWindowRow: {
              weekday: {
                required: true,
                type: () => Number,
                description: '0 \uC77C\uC694\uC77C \u2026 6 \uD1A0\uC694\uC77C.',
                example: 1,
              },
              start: { required: true, type: () => String, example: '10:00' },
              end: { required: true, type: () => String, example: '12:00' },
            },
            TimeOffRow: {
              id: { required: true, type: () => Number, example: 3 },
              starts_at: {
                required: true,
                type: () => String,
                description: 'An instant.',
                example: '2026-12-10T00:00:00.000Z',
              },
              ends_at: {
                required: true,
                type: () => String,
                description: 'An instant.',
                example: '2026-12-10T09:00:00.000Z',
              },
              reason: { required: true, type: () => String, example: '\uC5F0\uCC28' },
            },
            CounsellorDetail: {
              hours: {
                required: true,
                type: () => [t['./appointments/dto/setup.response'].WeeklyWindowRow],
              },
              time_off: {
                required: true,
                type: () => [t['./appointments/dto/setup.response'].TimeOffRow],
                description: 'Time off that has not ended yet, soonest first.',
              },
              feed_created_at: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  "When the private calendar feed's current address was made; null: no feed.",
              },
            },
            CounsellorFeedIssued: {
              url: {
                required: true,
                type: () => String,
                example: 'https://maeumsup.example.kr/api/calendar-feed/3q2-7wEvY\u2026Qk.ics',
              },
              created_at: { required: true, type: () => String },
              message: {
                required: true,
                type: () => String,
                description: 'What was done, in Korean.',
              },
            },
            CounsellorAccountOption: {
              id: { required: true, type: () => Number, example: 2 },
              name: { required: true, type: () => String, example: '\uAE40\uD558\uB298' },
              username: { required: true, type: () => String, example: 'staff.kim' },
            },
            SetupSaved: {
              id: { required: true, type: () => Number, example: 1 },
              message: {
                required: true,
                type: () => String,
                description: 'What was done, in Korean.',
              },
            },
            SetupDone: {
              message: {
                required: true,
                type: () => String,
                description: 'What was done, in Korean.',
              },
            },
            ClosedDayRow: {
              day: { required: true, type: () => String, example: '2026-09-25' },
              reason: { required: true, type: () => String, example: '\uCD94\uC11D' },
            },
            ClosedDaysResponse: {
              centre: {
                required: true,
                type: () => [t['./appointments/dto/setup.response'].ClosedDayRow],
                description: "The centre's own closed days from today on.",
              },
              holidays: {
                required: true,
                type: () => [t['./appointments/dto/setup.response'].ClosedDayRow],
                description:
                  'Korean public holidays of the next year (\uB300\uCCB4\uACF5\uD734\uC77C included), from the holidays package.',
              },
              holiday_years: {
                required: true,
                type: () => [String],
                description: 'The years the holidays package knows.',
                example: ['2026', '2027'],
              },
            },
            RoomRow: {
              id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: '\uC0C1\uB2F4\uC2E4 1' },
              active: { required: true, type: () => Boolean },
            },
            AppointmentTypeRow: {
              id: { required: true, type: () => Number, example: 1 },
              program_id: { required: true, type: () => Number, example: 1 },
              name: { required: true, type: () => String, example: '\uCD08\uAE30 \uC0C1\uB2F4' },
              description: { required: true, type: () => String },
              duration_minutes: { required: true, type: () => Number, example: 50 },
              buffer_after_minutes: { required: true, type: () => Number, example: 10 },
              price: { required: true, type: () => Number, description: 'Won.', example: 50000 },
              deposit: {
                required: true,
                type: () => Number,
                description: 'Won taken online when a family books (0: none).',
                example: 10000,
              },
              min_notice_minutes: { required: true, type: () => Number, example: 1440 },
              max_ahead_days: { required: true, type: () => Number, example: 60 },
              cancel_deadline_hours: { required: true, type: () => Number, example: 24 },
              counsellor_ids: { required: true, type: () => [Number], example: [1] },
              active: { required: true, type: () => Boolean },
            },
          },
        ],
        [
          import('./appointments/dto/setup-forms.dto.js'),
          {
            CreateCounsellorDto: {
              account_id: {
                required: true,
                type: () => Number,
                description: 'The back-office account (\uC9C1\uC6D0) the profile belongs to.',
                example: 2,
              },
              name: {
                required: true,
                type: () => String,
                description: 'The name families see.',
                example: '\uAE40\uD558\uB298',
                maxLength: 30,
              },
            },
            UpdateCounsellorDto: {
              name: { required: false, type: () => String, maxLength: 30 },
              active: {
                required: false,
                type: () => Boolean,
                description:
                  'false takes the counsellor off the booking pages; their appointments stay.',
              },
            },
            WeeklyWindowDto: {
              weekday: {
                required: true,
                type: () => Number,
                description: '0 \uC77C\uC694\uC77C \u2026 6 \uD1A0\uC694\uC77C.',
                example: 1,
              },
              start: { required: true, type: () => String, example: '10:00' },
              end: { required: true, type: () => String, example: '12:00' },
            },
            WeeklyHoursDto: {
              windows: {
                required: true,
                type: () => [t['./appointments/dto/setup-forms.dto'].WeeklyWindowDto],
              },
            },
            CreateTimeOffDto: {
              starts_at: {
                required: true,
                type: () => String,
                description: 'An instant.',
                example: '2026-12-10T00:00:00.000Z',
              },
              ends_at: {
                required: true,
                type: () => String,
                description: 'An instant, after the start.',
                example: '2026-12-10T09:00:00.000Z',
              },
              reason: {
                required: true,
                type: () => String,
                example: '\uC5F0\uCC28',
                maxLength: 100,
              },
            },
            CreateClosedDayDto: {
              day: { required: true, type: () => String, example: '2026-12-31' },
              reason: {
                required: true,
                type: () => String,
                example: '\uC13C\uD130 \uC6CC\uD06C\uC20D',
                maxLength: 100,
              },
            },
            CreateRoomDto: {
              name: {
                required: true,
                type: () => String,
                example: '\uC0C1\uB2F4\uC2E4 1',
                maxLength: 30,
              },
            },
            UpdateRoomDto: {
              name: { required: false, type: () => String, maxLength: 30 },
              active: { required: false, type: () => Boolean },
            },
            AppointmentTypeDto: {
              program_id: { required: true, type: () => Number, example: 1 },
              name: {
                required: true,
                type: () => String,
                example: '\uCD08\uAE30 \uC0C1\uB2F4',
                maxLength: 50,
              },
              description: {
                required: true,
                type: () => String,
                description: 'What families read before choosing it.',
                example:
                  '\uC544\uC774\uC640 \uBCF4\uD638\uC790\uAC00 \uD568\uAED8 \uC624\uB294 \uCCAB \uC0C1\uB2F4\uC785\uB2C8\uB2E4.',
                maxLength: 500,
              },
              duration_minutes: {
                required: true,
                type: () => Number,
                description: 'Minutes, 10 to 480, on a 10-minute grid.',
                example: 50,
              },
              buffer_after_minutes: {
                required: true,
                type: () => Number,
                description: 'Minutes kept free after it, 0 to 240.',
                example: 10,
              },
              price: {
                required: true,
                type: () => Number,
                description: 'Won, paid at the centre.',
                example: 50000,
              },
              deposit: {
                required: false,
                type: () => Number,
                description:
                  'Won taken online (card or transfer) when a family books, at most the price; 0: none, the\nwhole fee is paid at the centre. Absent: 0.',
                example: 10000,
              },
              min_notice_minutes: {
                required: true,
                type: () => Number,
                description:
                  'How long before its start a family can still book, in minutes (0: none).',
                example: 1440,
              },
              max_ahead_days: {
                required: true,
                type: () => Number,
                description: 'How many days ahead families can book.',
                example: 60,
              },
              cancel_deadline_hours: {
                required: true,
                type: () => Number,
                description:
                  'Until this many hours before its start a family may cancel or move it.',
                example: 24,
              },
              counsellor_ids: {
                required: true,
                type: () => [Number],
                description: 'The counsellors who offer it.',
                example: [1],
                maxItems: 100,
              },
              active: { required: true, type: () => Boolean },
            },
          },
        ],
        [
          import('./notifications/dto/lecture-broadcast.dto.js'),
          {
            LectureBroadcastDraftDto: {
              audience: {
                required: true,
                enum: ['CANCELLED', 'AWAITING_DEPOSIT', 'ALL', 'PAID', 'UNPAID'],
              },
              channel: { required: true, enum: ['EMAIL', 'ALIMTALK'] },
              title: {
                required: true,
                type: () => String,
                description: "The \uC54C\uB9BC\uD1A1's heading and the e-mail's subject.",
                example: '2\uD68C\uCC28 \uAC15\uC758\uC2E4\uC774 \uBC14\uB00C\uC5C8\uC5B4\uC694',
                pattern: '^[^\\r\\n\\u2028\\u2029]*$',
              },
              body: {
                required: true,
                type: () => String,
                description: 'Plain text (line breaks kept).',
                example:
                  '12\uC6D4 11\uC77C 2\uD68C\uCC28\uB294 3\uCE35 \uC138\uBBF8\uB098\uC2E4\uC5D0\uC11C \uC9C4\uD589\uD574\uC694.',
              },
            },
            SendLectureBroadcastDto: {
              families: {
                required: true,
                type: () => Number,
                description: 'How many families the preview counted and the director confirmed.',
                example: 12,
                minimum: 1,
              },
              request_key: {
                required: true,
                type: () => String,
                description:
                  'Made by the form once per message: a second request with it (a double click, a retry after\na lost answer) sends nothing again and answers the first.',
                example: '6f1c2a9e-3b7d-4e0a-9c58-2d4b1e7f8a90',
                format: 'uuid',
              },
            },
          },
        ],
        [
          import('./notifications/dto/lecture-broadcast.response.js'),
          {
            LectureBroadcastPreview: {
              families: {
                required: true,
                type: () => Number,
                description:
                  'Families (one message each): applications with the same address count once.',
                example: 12,
              },
              applications: {
                required: true,
                type: () => Number,
                description: 'The applications behind them.',
                example: 14,
              },
              sent_today: {
                required: true,
                type: () => Number,
                description: 'Messages already sent to this lecture today (Seoul).',
                example: 1,
              },
              daily_limit: {
                required: true,
                type: () => Number,
                description: 'BROADCASTS_PER_LECTURE_PER_DAY.',
                example: 3,
              },
              channel: { required: true, enum: ['EMAIL', 'ALIMTALK'] },
              subject: {
                required: true,
                type: () => String,
                nullable: true,
                description: "The e-mail's subject; null for \uC54C\uB9BC\uD1A1.",
                example:
                  '[\uB9C8\uC74C\uC232] 2\uD68C\uCC28 \uAC15\uC758\uC2E4\uC774 \uBC14\uB00C\uC5C8\uC5B4\uC694',
              },
              text: {
                required: true,
                type: () => String,
                description:
                  "The text as a family reads it (the \uC54C\uB9BC\uD1A1, or the e-mail's plain text).",
              },
              sms_text: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  'The SMS/LMS sent when \uC54C\uB9BC\uD1A1 cannot be delivered; null for e-mail.',
              },
              buttons: {
                required: true,
                type: () => [String],
                description: "The link buttons' names.",
                example: ['\uB0B4 \uC2E0\uCCAD \uBCF4\uAE30'],
              },
            },
            LectureBroadcastSent: {
              id: { required: true, type: () => Number, example: 7 },
              families: { required: true, type: () => Number, example: 12 },
              repeated: {
                required: true,
                type: () => Boolean,
                description:
                  'True when this request repeated an earlier one (same request key): nothing sent again.',
              },
            },
          },
        ],
        [
          import('./inquiries/dto/inquiry.response.js'),
          {
            InquirySent: { id: { required: true, type: () => Number, example: 12 } },
            AdminInquiryRow: {
              id: { required: true, type: () => Number, example: 12 },
              name: { required: true, type: () => String, example: '\uAE40\uBBFC\uC9C0' },
              phone: { required: true, type: () => String, example: '010-****-5678' },
              email: { required: true, type: () => String, example: 'pa****@example.com' },
              topic: { required: true, enum: ['LECTURE', 'PROGRAM', 'PAYMENT', 'OTHER'] },
              status: { required: true, enum: ['NEW', 'ANSWERED'] },
              excerpt: {
                required: true,
                type: () => String,
                description: 'The first words of the question.',
                example:
                  '\uC8FC\uB9D0\uC5D0\uB3C4 \uC0C1\uB2F4\uC744 \uBC1B\uC744 \uC218 \uC788\uB098\uC694?',
              },
              created_at: {
                required: true,
                type: () => String,
                example: '2026-11-30T01:00:00.000Z',
              },
              answered_at: { required: true, type: () => String, nullable: true },
            },
            AdminInquiryDetail: {
              body: {
                required: true,
                type: () => String,
                description: 'The whole question, as typed.',
              },
              answer: { required: true, type: () => String, nullable: true },
              answered_by: {
                required: true,
                type: () => String,
                nullable: true,
                description: "Who answered (the staff member's name).",
                example: '\uC6D0\uC7A5',
              },
            },
            InquiryCounts: { waiting: { required: true, type: () => Number, example: 2 } },
          },
        ],
        [
          import('./inquiries/dto/inquiry-form.dto.js'),
          {
            CreateInquiryDto: {
              name: { required: true, type: () => String, example: '\uAE40\uBBFC\uC9C0' },
              phone: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'A mobile number for the answer by \uC54C\uB9BC\uD1A1.',
                example: '010-1234-5678',
                default: null,
                pattern: '^01[016789]-',
              },
              email: {
                required: true,
                type: () => String,
                nullable: true,
                example: 'parent@example.com',
                default: null,
                maxLength: 254,
                format: 'email',
              },
              topic: { required: true, enum: ['LECTURE', 'PROGRAM', 'PAYMENT', 'OTHER'] },
              body: {
                required: true,
                type: () => String,
                example:
                  '\uC8FC\uB9D0\uC5D0\uB3C4 \uC0C1\uB2F4\uC744 \uBC1B\uC744 \uC218 \uC788\uB098\uC694?',
              },
              agree: {
                required: true,
                type: () => Boolean,
                description: 'The consent checkbox: sent only once it is checked.',
              },
              consentVersion: {
                required: true,
                type: () => Number,
                description:
                  'The version of the consent text the form showed (INQUIRY_CONSENT.version).',
              },
            },
            AnswerInquiryDto: {
              answer: {
                required: true,
                type: () => String,
                example:
                  '\uB124, \uD1A0\uC694\uC77C \uC624\uC804\uC5D0\uB3C4 \uC0C1\uB2F4\uD560 \uC218 \uC788\uC5B4\uC694. \uC804\uD654\uB85C \uC608\uC57D\uD574 \uC8FC\uC138\uC694.',
              },
            },
            InquiryListQuery: { status: { required: false, enum: ['NEW', 'ANSWERED'] } },
          },
        ],
        [
          import('./notifications/dto/message.response.js'),
          {
            MessageAttemptInfo: {
              started_at: { required: true, type: () => Date },
              finished_at: { required: true, type: () => Date, nullable: true },
              outcome: { required: true, nullable: true, enum: ['SENT', 'FAILED', 'RETRY'] },
              via: { required: true, nullable: true, enum: ['EMAIL', 'ALIMTALK', 'SMS'] },
              provider_code: {
                required: true,
                type: () => String,
                nullable: true,
                example: 'InvalidPhoneNumber',
              },
              provider_answer: {
                required: true,
                type: () => String,
                nullable: true,
                example:
                  '\uC218\uC2E0\uBC88\uD638 \uD615\uC2DD\uC774 \uC62C\uBC14\uB974\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4.',
              },
            },
            AdminMessageInfo: {
              id: { required: true, type: () => String, example: '41' },
              kind: {
                required: true,
                enum: [
                  'application-received',
                  'payment-completed',
                  'virtual-account-issued',
                  'deposit-reminder',
                  'deposit-confirmed',
                  'refund-completed',
                  'application-cancelled',
                  'lecture-reminder',
                  'waitlist-offer',
                  'family-code',
                  'centre-application-paid',
                  'centre-application-cancelled',
                  'centre-daily-digest',
                  'centre-inquiry-received',
                  'inquiry-answered',
                  'lecture-broadcast',
                  'staff-invitation',
                  'appointment-booked',
                  'appointment-moved',
                  'appointment-cancelled',
                  'appointment-reminder',
                  'appointment-pay-link',
                  'package-pay-link',
                ],
              },
              kind_label: {
                required: true,
                type: () => String,
                example: '\uACB0\uC81C \uC644\uB8CC \uC548\uB0B4',
              },
              channel: { required: true, enum: ['EMAIL', 'ALIMTALK'] },
              delivered_via: { required: true, nullable: true, enum: ['EMAIL', 'ALIMTALK', 'SMS'] },
              recipient_masked: {
                required: true,
                type: () => String,
                example: 'pa****@example.com',
              },
              status: {
                required: true,
                enum: ['PENDING', 'SENDING', 'SENT', 'RETRYING', 'FAILED', 'SKIPPED'],
              },
              status_label: {
                required: true,
                type: () => String,
                example: '\uBC1C\uC1A1 \uC644\uB8CC',
              },
              attempts: { required: true, type: () => Number },
              last_error: {
                required: true,
                type: () => String,
                nullable: true,
                description: "The provider's reason of the last failure.",
              },
              next_attempt_at: { required: true, type: () => Date, nullable: true },
              created_at: { required: true, type: () => Date },
              sent_at: { required: true, type: () => Date, nullable: true },
              failed_at: { required: true, type: () => Date, nullable: true },
              purged: {
                required: true,
                type: () => Boolean,
                description: 'Whether the body was cleared at the end of the retention period.',
              },
              history: {
                required: true,
                type: () => [t['./notifications/dto/message.response'].MessageAttemptInfo],
              },
            },
            MessageResent: {
              id: { required: true, type: () => String, example: '57' },
              status: {
                required: true,
                enum: ['PENDING', 'SENDING', 'SENT', 'RETRYING', 'FAILED', 'SKIPPED'],
              },
            },
            MessageButtonInfo: {
              name: {
                required: true,
                type: () => String,
                example: '\uB0B4 \uC2E0\uCCAD \uBCF4\uAE30',
              },
              url: {
                required: true,
                type: () => String,
                example: 'https://example.com/myinfo/link/\u2026',
              },
            },
            EmailPreview: {
              subject: {
                required: true,
                type: () => String,
                example: '[\uB9C8\uC74C\uC232] \uACB0\uC81C\uAC00 \uC644\uB8CC\uB410\uC5B4\uC694',
              },
              html: { required: true, type: () => String },
              text: { required: true, type: () => String },
            },
            AlimtalkPreview: {
              text: { required: true, type: () => String },
              buttons: {
                required: true,
                type: () => [t['./notifications/dto/message.response'].MessageButtonInfo],
              },
              sms_text: { required: true, type: () => String },
            },
            MessageTemplatePreview: {
              kind: {
                required: true,
                enum: [
                  'application-received',
                  'payment-completed',
                  'virtual-account-issued',
                  'deposit-reminder',
                  'deposit-confirmed',
                  'refund-completed',
                  'application-cancelled',
                  'lecture-reminder',
                  'waitlist-offer',
                  'family-code',
                  'centre-application-paid',
                  'centre-application-cancelled',
                  'centre-daily-digest',
                  'centre-inquiry-received',
                  'inquiry-answered',
                  'lecture-broadcast',
                  'staff-invitation',
                  'appointment-booked',
                  'appointment-moved',
                  'appointment-cancelled',
                  'appointment-reminder',
                  'appointment-pay-link',
                  'package-pay-link',
                ],
              },
              label: {
                required: true,
                type: () => String,
                example: '\uACB0\uC81C \uC644\uB8CC \uC548\uB0B4',
              },
              audience: {
                required: true,
                description:
                  'Who receives it: the family, the centre, or one of its team (a staff invitation).',
                enum: ['STAFF', 'FAMILY', 'CENTRE'],
              },
              email: {
                required: true,
                type: () => t['./notifications/dto/message.response'].EmailPreview,
              },
              alimtalk: {
                required: true,
                type: () => t['./notifications/dto/message.response'].AlimtalkPreview,
                nullable: true,
              },
            },
            MyInfoLinkOpened: {
              email: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'The e-mail the message went to, now proven (else null).',
                example: 'parent@example.com',
              },
              phone: {
                required: true,
                type: () => String,
                nullable: true,
                description:
                  'The phone number (digits) the \uC54C\uB9BC\uD1A1 or SMS went to, now proven (else null).',
              },
            },
          },
        ],
        [
          import('./notifications/dto/message.dto.js'),
          {
            OpenMyInfoLinkDto: {
              token: { required: true, type: () => String, minLength: 10, maxLength: 300 },
            },
          },
        ],
        [
          import('./guests/dto/family-code.dto.js'),
          {
            FamilyContactDto: {
              email: {
                required: false,
                type: () => String,
                example: 'parent@example.com',
                maxLength: 254,
                format: 'email',
              },
              phone: {
                required: false,
                type: () => String,
                description: 'Digits, dashes and spaces allowed.',
                example: '010-1234-5678',
                pattern: '^01[016789][- ]?[0-9]{3,4}[- ]?[0-9]{4}$',
              },
            },
            SendFamilyCodeDto: {
              purpose: {
                required: false,
                description:
                  '`contact-change`: the code proves a new e-mail or phone for \uC5F0\uB77D\uCC98 \uC218\uC815, so it is always sent\n(a browser remembered for that contact is not proven by it). `refresh`: a fresh code for\nthe contact already proven here (a refund to a bank account asks one typed within\nREFUND_PROOF_FRESH_MINUTES), so it is sent even to a remembered browser; typed, it renews\nthe proof and leaves the remembered browser as it is. Default `login`.',
                enum: ['refresh', 'login', 'contact-change'],
              },
            },
            VerifyFamilyCodeDto: {
              code: {
                required: true,
                type: () => String,
                description: 'The six digits the message gave.',
                example: '123456',
                pattern: '^[0-9]{6}$',
              },
              remember: {
                required: false,
                type: () => Boolean,
                description:
                  'Keep this browser proven (FAMILY_REMEMBER_DAYS), so the code is asked rarely.',
              },
            },
            ForgetBrowsersDto: {
              scope: {
                required: true,
                description:
                  '`this`: this browser (\uB85C\uADF8\uC544\uC6C3); `others`: every other remembered browser of the contact.',
                enum: ['this', 'others'],
              },
            },
          },
        ],
        [
          import('./guests/dto/rights.dto.js'),
          {
            ContactCorrectionDto: {
              newContact: { required: false, type: () => String, example: '010-2222-3333' },
              newEmail: {
                required: false,
                type: () => String,
                example: 'new-parent@example.com',
                maxLength: 254,
                format: 'email',
              },
              newEmailCode: {
                required: false,
                type: () => String,
                description: 'The code POST /api/guest/code sent to `newEmail`.',
                example: '123456',
                pattern: '^[0-9]{6}$',
              },
              newContactCode: {
                required: false,
                type: () => String,
                description: 'The code POST /api/guest/code sent to `newContact`.',
                example: '654321',
                pattern: '^[0-9]{6}$',
              },
            },
          },
        ],
        [
          import('./guests/dto/rights.response.js'),
          {
            ContactCorrectionResponse: {
              applications: {
                required: true,
                type: () => Number,
                description: 'Applications whose contact details changed.',
                example: 2,
              },
              waitlist: {
                required: true,
                type: () => Number,
                description: 'Waiting-list entries whose contact details changed.',
                example: 0,
              },
              email: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'The e-mail the lookup proof is now for (re-issued when it changed).',
                example: 'new@example.com',
              },
              message: {
                required: true,
                type: () => String,
                example: '\uC5F0\uB77D\uCC98\uB97C \uC218\uC815\uD588\uC2B5\uB2C8\uB2E4.',
              },
            },
            KeptRecord: {
              applicationId: { required: true, type: () => Number, example: 41 },
              lectureTitle: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC800\uD559\uB144 \uBD80\uBAA8 \uAD50\uC721',
              },
              keptUntil: {
                required: true,
                type: () => String,
                description:
                  "The last day it is kept (the lecture's last day plus RECORD_RETENTION_YEARS).",
                example: '2031-12-11',
              },
              what: {
                required: true,
                type: () => String,
                example:
                  '\uACB0\uC81C \uAE08\uC561, \uACB0\uC81C\uC77C, \uACB0\uC81C\uC218\uB2E8, \uAC15\uC758\uBA85, \uAC00\uB824\uC9C4 \uC774\uB984(\uAE40*\uC9C0)',
              },
              why: {
                required: true,
                type: () => String,
                example:
                  '\uC804\uC790\uC0C1\uAC70\uB798 \uB4F1\uC5D0\uC11C\uC758 \uC18C\uBE44\uC790\uBCF4\uD638\uC5D0 \uAD00\uD55C \uBC95\uB960: \uB300\uAE08\uACB0\uC81C \uBC0F \uC7AC\uD654 \uB4F1\uC758 \uACF5\uAE09\uC5D0 \uAD00\uD55C \uAE30\uB85D 5\uB144 \uBCF4\uAD00',
              },
            },
            DeletionResponse: {
              deleted: {
                required: true,
                type: () => Number,
                description: 'Applications whose personal data is gone entirely.',
                example: 1,
              },
              waitlistDeleted: {
                required: true,
                type: () => Number,
                description: 'Waiting-list entries removed.',
                example: 0,
              },
              appointmentsDeleted: {
                required: true,
                type: () => Number,
                description: 'Counselling appointments removed (past or cancelled ones).',
                example: 0,
              },
              kept: { required: true, type: () => [t['./guests/dto/rights.response'].KeptRecord] },
              message: {
                required: true,
                type: () => String,
                example:
                  '\uAC1C\uC778\uC815\uBCF4\uB97C \uC0AD\uC81C\uD588\uC2B5\uB2C8\uB2E4. \uBC95\uC5D0 \uB530\uB77C \uBCF4\uAD00\uD574\uC57C \uD558\uB294 \uACB0\uC81C \uAE30\uB85D\uB9CC \uB0A8\uC2B5\uB2C8\uB2E4.',
              },
            },
          },
        ],
        [
          import('./privacy/dto/consent.response.js'),
          {
            ConsentTextResponse: {
              id: { required: true, type: () => String, example: 'privacy-collection' },
              version: {
                required: true,
                type: () => Number,
                description: 'Sent back with the application: an older one is refused.',
                example: 1,
              },
              required: { required: true, type: () => Boolean },
              title: {
                required: true,
                type: () => String,
                example: '\uAC1C\uC778\uC815\uBCF4 \uC218\uC9D1\u00B7\uC774\uC6A9 \uB3D9\uC758',
              },
              checkbox: {
                required: true,
                type: () => String,
                description: "The checkbox's label.",
                example:
                  '\uAC1C\uC778\uC815\uBCF4 \uC218\uC9D1 \uBC0F \uC774\uC6A9\uC5D0 \uB3D9\uC758\uD569\uB2C8\uB2E4.',
              },
              body: {
                required: true,
                type: () => [String],
                description: 'The full text, one paragraph each.',
              },
              hash: {
                required: true,
                type: () => String,
                description: 'SHA-256 of the text (hex).',
              },
              appliesTo: {
                required: true,
                description:
                  "Who is shown it: EVERYONE; CHILD, for a lecture a child attends; CHILD_UNDER_14, when the\nchild's school year says they may be under 14 (the \uBC95\uC815\uB300\uB9AC\uC778's consent).",
                enum: ['CHILD', 'EVERYONE', 'CHILD_UNDER_14'],
              },
            },
            ApplicationConsentResponse: {
              id: { required: true, type: () => String, example: 'privacy-collection' },
              version: { required: true, type: () => Number, example: 1 },
              title: {
                required: true,
                type: () => String,
                example: '\uAC1C\uC778\uC815\uBCF4 \uC218\uC9D1\u00B7\uC774\uC6A9 \uB3D9\uC758',
              },
              required: { required: true, type: () => Boolean },
              agreed: {
                required: true,
                type: () => Boolean,
                description: 'False for an optional consent shown and left unticked.',
              },
              agreedAt: {
                required: true,
                type: () => String,
                description: 'When the answer was given (ISO 8601).',
                example: '2026-11-22T03:00:00.000Z',
              },
              hash: {
                required: true,
                type: () => String,
                description: 'SHA-256 of the text agreed to (hex).',
              },
              body: {
                required: true,
                type: () => [String],
                description: 'The text agreed to, as it was shown.',
              },
              givenBy: {
                required: false,
                type: () => String,
                description:
                  "For the \uBC95\uC815\uB300\uB9AC\uC778's consent: who gave it, as the form recorded it (name and relation), while\nthe application keeps its personal fields.",
                example: '\uAE40\uBCF4\uD638 (\uC5B4\uBA38\uB2C8)',
              },
            },
          },
        ],
        [
          import('./privacy/dto/privacy-request.response.js'),
          {
            PrivacyRequestRow: {
              id: { required: true, type: () => Number, example: 12 },
              kind: {
                required: true,
                description:
                  'DOWNLOAD: \uB0B4\uB824\uBC1B\uAE30, CORRECT: \uC5F0\uB77D\uCC98 \uC218\uC815, DELETE: \uC0AD\uC81C \uC694\uCCAD.',
                example: 'DELETE',
                enum: ['DELETE', 'DOWNLOAD', 'CORRECT'],
              },
              applicationIds: { required: true, type: () => [Number], example: [41, 57] },
              waitlistIds: { required: true, type: () => [Number], example: [] },
              outcome: {
                required: true,
                description:
                  'DONE, NOTHING (nothing left to change), REFUSED_MONEY (money not settled), REFUSED_LIVE (an\napplication of a lecture not yet over), REFUSED_TAKEN (e-mail taken).',
                example: 'DONE',
                enum: ['DONE', 'NOTHING', 'REFUSED_MONEY', 'REFUSED_LIVE', 'REFUSED_TAKEN'],
              },
              detail: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'What kind of change, never a value.',
                example: 'phone,email',
              },
              createdAt: {
                required: true,
                type: () => String,
                example: '2026-11-22T03:00:00.000Z',
              },
            },
            PrivacyRequestPage: {
              items: {
                required: true,
                type: () => [t['./privacy/dto/privacy-request.response'].PrivacyRequestRow],
              },
              total: { required: true, type: () => Number, example: 3 },
              page: { required: true, type: () => Number, example: 1 },
              size: { required: true, type: () => Number, example: 20 },
            },
          },
        ],
        [
          import('./admin/dto/admin.response.js'),
          {
            LectureApplicantRow: {
              id: { required: true, type: () => Number, example: 7 },
              name: { required: true, type: () => String, example: '\uD64D\uAE38\uB3D9' },
              contact: {
                required: true,
                type: () => String,
                description: 'Masked (POST \u2026/reveal shows it in full).',
                example: '010-****-5678',
              },
              email: {
                required: true,
                type: () => String,
                description: 'Masked (POST \u2026/reveal shows it in full).',
                example: 'pa****@example.com',
              },
              payment_status: {
                required: true,
                description:
                  'Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded.',
                enum: ['Y', 'W', 'P', 'N', 'C'],
              },
              participant: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'For a lecture a child attends: the child and school year.',
                example: '\uAE40\uD558\uB298 (\uCD08\uB4F1\uD559\uAD50 3\uD559\uB144)',
              },
            },
            AdminUserLecture: {
              applicationId: { required: true, type: () => Number },
              lectureTitle: { required: true, type: () => String },
              paymentStatus: {
                required: true,
                description:
                  'Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded.',
                enum: ['Y', 'W', 'P', 'N', 'C'],
              },
              totalFee: { required: true, type: () => Number },
              fees: {
                required: true,
                type: () => [t['./applications/dto/fee-line.response'].FeeLine],
              },
            },
            AdminUserRow: {
              name: { required: true, type: () => String, example: '\uD64D\uAE38\uB3D9' },
              birth: {
                required: true,
                type: () => String,
                description: 'Masked to the year (POST \u2026/reveal shows it in full).',
                example: '1985-**-**',
              },
              contact: {
                required: true,
                type: () => String,
                description: 'Masked (POST \u2026/reveal shows it in full).',
                example: '010-****-5678',
              },
              email: {
                required: true,
                type: () => String,
                description: 'Masked (POST \u2026/reveal shows it in full).',
                example: 'pa****@example.com',
              },
              lectureInfos: {
                required: true,
                type: () => [t['./admin/dto/admin.response'].AdminUserLecture],
              },
            },
            ApplicationListRow: {
              id: { required: true, type: () => Number },
              lectureId: { required: true, type: () => Number },
              lectureTitle: {
                required: true,
                type: () => String,
                example:
                  '\uBD80\uBAA8 \uAD50\uC721: \uC0AC\uCD98\uAE30 \uC790\uB140\uC640 \uB300\uD654\uD558\uAE30',
              },
              name: { required: true, type: () => String, example: '\uD64D\uAE38\uB3D9' },
              email: {
                required: true,
                type: () => String,
                description: 'Masked (POST \u2026/reveal shows it in full).',
                example: 'pa****@example.com',
              },
              contact: {
                required: true,
                type: () => String,
                description: 'Masked (POST \u2026/reveal shows it in full).',
                example: '010-****-5678',
              },
              totalAmount: {
                required: true,
                type: () => Number,
                description: 'Won.',
                example: 30000,
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won given back.',
                example: 0,
              },
              paymentStatus: { required: true, enum: ['Y', 'W', 'P', 'N', 'C'] },
              methodName: { required: true, type: () => String, example: '\uCE74\uB4DC' },
              createdAt: {
                required: true,
                type: () => String,
                description: 'ISO 8601.',
                example: '2026-11-22T03:00:00.000Z',
              },
            },
            ApplicationListPage: {
              items: {
                required: true,
                type: () => [t['./admin/dto/admin.response'].ApplicationListRow],
              },
              total: {
                required: true,
                type: () => Number,
                description: 'Matching applications in all.',
                example: 137,
              },
              page: { required: true, type: () => Number, example: 1 },
              size: { required: true, type: () => Number, example: 20 },
            },
          },
        ],
        [
          import('./admin/dto/application-search.dto.js'),
          {
            ApplicationSearchQuery: {
              q: {
                required: false,
                type: () => String,
                description:
                  'A fragment of the name, the e-mail or the phone number (digits, hyphens ignored).',
                example: '5678',
                maxLength: 100,
              },
              lectureId: { required: false, type: () => Number, example: 3 },
              status: {
                required: false,
                description: 'Payment state: N, W, Y, P or C.',
                example: 'Y',
                enum: ['Y', 'W', 'P', 'N', 'C'],
              },
              sort: {
                required: false,
                description:
                  'newest (default), oldest, name (\uAC00\uB098\uB2E4), amount (\uD070 \uAE08\uC561 \uBA3C\uC800).',
                enum: ['name', 'newest', 'amount', 'oldest'],
              },
              page: { required: false, type: () => Number, description: 'From 1.', example: 1 },
              size: {
                required: false,
                type: () => Number,
                description: 'Rows per page, 10 to 100 (default 20).',
                example: 20,
              },
            },
          },
        ],
        [
          import('./admin/dto/dashboard.response.js'),
          {
            DashboardMoney: {
              paid: { required: true, type: () => Number, example: 270000 },
              refunded: { required: true, type: () => Number, example: 45000 },
              net: {
                required: true,
                type: () => Number,
                description: 'paid \u2212 refunded.',
                example: 225000,
              },
            },
            DashboardToday: {
              date: {
                required: true,
                type: () => String,
                description: 'The Seoul date.',
                example: '2026-12-01',
              },
              applications: {
                required: true,
                type: () => Number,
                description: 'Applications made today (any state).',
                example: 6,
              },
              applicationsAmount: {
                required: true,
                type: () => Number,
                description: "Their totals' sum, won.",
                example: 420000,
              },
              money: {
                required: true,
                type: () => t['./admin/dto/dashboard.response'].DashboardMoney,
              },
              appointments: {
                required: true,
                type: () => Number,
                description:
                  "Counselling appointments starting today (issue 37), within the account's calendar scope: a\ncounsellor counts only their own.",
                example: 4,
              },
            },
            DashboardMonth: {
              month: { required: true, type: () => String, example: '2026-12' },
              money: {
                required: true,
                type: () => t['./admin/dto/dashboard.response'].DashboardMoney,
              },
            },
            DashboardDeposit: {
              applicationId: { required: true, type: () => Number, example: 31 },
              lectureTitle: {
                required: true,
                type: () => String,
                example:
                  '\uBD80\uBAA8 \uAD50\uC721: \uC0AC\uCD98\uAE30 \uC790\uB140\uC640 \uB300\uD654\uD558\uAE30',
              },
              amount: { required: true, type: () => Number, example: 90000 },
              dueAt: {
                required: true,
                type: () => String,
                nullable: true,
                description: 'ISO 8601; null when the provider gave none.',
              },
            },
            DashboardDeposits: {
              count: { required: true, type: () => Number, example: 3 },
              soonest: {
                required: true,
                type: () => [t['./admin/dto/dashboard.response'].DashboardDeposit],
                description: 'The ones due soonest (five at most).',
              },
            },
            DashboardFilling: {
              lectureId: { required: true, type: () => Number, example: 4 },
              title: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC0AC\uD68C\uC131 \uB180\uC774 \uADF8\uB8F9',
              },
              capacity: { required: true, type: () => Number, example: 12 },
              seatsLeft: { required: true, type: () => Number, example: 2 },
              waiting: {
                required: true,
                type: () => Number,
                description: 'People on its waiting list (waiting or holding an offer).',
                example: 3,
              },
            },
            DashboardStarting: {
              lectureId: { required: true, type: () => Number, example: 4 },
              title: {
                required: true,
                type: () => String,
                example: '\uCD08\uB4F1 \uC0AC\uD68C\uC131 \uB180\uC774 \uADF8\uB8F9',
              },
              day: {
                required: true,
                type: () => String,
                description: "The first meeting's day (or the period's first day).",
                example: '2026-12-06',
              },
              time: {
                required: true,
                type: () => String,
                nullable: true,
                description: "The first meeting's hour, when the lecture has meetings.",
                example: '10:00',
              },
              applications: {
                required: true,
                type: () => Number,
                description: 'Applications not cancelled.',
                example: 9,
              },
            },
            DashboardFailedMessage: {
              kind: { required: true, type: () => String, example: 'payment-completed' },
              label: {
                required: true,
                type: () => String,
                description: "The kind in the back office's words.",
                example: '\uACB0\uC81C \uC644\uB8CC \uC548\uB0B4',
              },
              channel: { required: true, type: () => String, example: 'ALIMTALK' },
              recipient: {
                required: true,
                type: () => String,
                description: 'Masked.',
                example: '010-****-5678',
              },
              applicationId: { required: true, type: () => Number, nullable: true, example: 31 },
              failedAt: { required: true, type: () => String, description: 'ISO 8601.' },
            },
            DashboardFailedMessages: {
              count: {
                required: true,
                type: () => Number,
                description: 'Failed for good in the last 7 days.',
                example: 1,
              },
              newest: {
                required: true,
                type: () => [t['./admin/dto/dashboard.response'].DashboardFailedMessage],
                description: 'The newest (five at most).',
              },
            },
            DashboardResponse: {
              today: {
                required: true,
                type: () => t['./admin/dto/dashboard.response'].DashboardToday,
              },
              month: {
                required: true,
                type: () => t['./admin/dto/dashboard.response'].DashboardMonth,
              },
              deposits: {
                required: true,
                type: () => t['./admin/dto/dashboard.response'].DashboardDeposits,
              },
              filling: {
                required: true,
                type: () => [t['./admin/dto/dashboard.response'].DashboardFilling],
                description:
                  'Open lectures with a capacity, fewest seats left first (five at most).',
              },
              starting: {
                required: true,
                type: () => [t['./admin/dto/dashboard.response'].DashboardStarting],
                description:
                  'Lectures whose first day is today or later, soonest first (five at most).',
              },
              refundRequests: {
                required: true,
                type: () => Number,
                nullable: true,
                description:
                  "Refund requests waiting for the owner's approval; null for staff (the owner decides).",
              },
              inquiries: {
                required: true,
                type: () => Number,
                description: 'Questions from the \uBB38\uC758 page waiting for an answer.',
                example: 2,
              },
              failedMessages: {
                required: true,
                type: () => t['./admin/dto/dashboard.response'].DashboardFailedMessages,
              },
            },
          },
        ],
        [
          import('./admin/dto/overview.response.js'),
          {
            OverviewFigures: {
              applications: {
                required: true,
                type: () => Number,
                description: 'Applications made.',
                example: 30,
              },
              paid: {
                required: true,
                type: () => Number,
                description: 'Of them, paid now (in full or partly refunded).',
                example: 24,
              },
              awaitingDeposit: {
                required: true,
                type: () => Number,
                description: 'Of them, a virtual account awaiting its deposit.',
                example: 2,
              },
              refunded: {
                required: true,
                type: () => Number,
                description: 'Of them, with money given back (partly or in full).',
                example: 3,
              },
              paidAmount: {
                required: true,
                type: () => Number,
                description: 'Won taken (ledger: payments in).',
                example: 720000,
              },
              refundedAmount: {
                required: true,
                type: () => Number,
                description: 'Won given back (ledger: refunds out, as a positive number).',
                example: 45000,
              },
              netRevenue: {
                required: true,
                type: () => Number,
                description: 'Won kept: paidAmount \u2212 refundedAmount.',
                example: 675000,
              },
            },
            OverviewLectureRow: {
              lectureId: { required: true, type: () => Number },
              title: {
                required: true,
                type: () => String,
                example:
                  '\uBD80\uBAA8 \uAD50\uC721: \uC0AC\uCD98\uAE30 \uC790\uB140\uC640 \uB300\uD654\uD558\uAE30',
              },
              capacity: {
                required: true,
                type: () => Number,
                nullable: true,
                description: "The lecture's capacity (null: no limit).",
                example: 30,
              },
              seatsTaken: {
                required: true,
                type: () => Number,
                description: 'Seats taken by paid applications now.',
                example: 24,
              },
              cancelled: {
                required: true,
                type: () => Boolean,
                description: '\uD3D0\uAC15: the centre cancelled it.',
              },
            },
            OverviewDay: {
              date: { required: true, type: () => String, example: '2026-11-22' },
              applications: { required: true, type: () => Number, example: 4 },
              netRevenue: {
                required: true,
                type: () => Number,
                description: 'Won kept that day (in \u2212 out).',
                example: 120000,
              },
            },
            OverviewResponse: {
              scope: {
                required: true,
                description: 'What the figures cover: a month, or one lecture over its life.',
                enum: ['lecture', 'month'],
              },
              month: { required: true, type: () => String, nullable: true, example: '2026-11' },
              lectureId: { required: true, type: () => Number, nullable: true },
              title: { required: true, type: () => String, example: '2026\uB144 11\uC6D4' },
              lectures: {
                required: true,
                type: () => [t['./admin/dto/overview.response'].OverviewLectureRow],
              },
              totals: {
                required: true,
                type: () => t['./admin/dto/overview.response'].OverviewFigures,
              },
              days: {
                required: true,
                type: () => [t['./admin/dto/overview.response'].OverviewDay],
              },
            },
          },
        ],
        [
          import('./admin/dto/overview.dto.js'),
          {
            OverviewQuery: {
              month: {
                required: false,
                type: () => String,
                description: 'A Seoul calendar month.',
                example: '2026-11',
                pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
              },
              lectureId: {
                required: false,
                type: () => Number,
                description: 'One lecture, over its whole life.',
                example: 3,
              },
            },
          },
        ],
        [
          import('./admin/dto/personal-data.response.js'),
          {
            PersonalDataRevealed: {
              contact: { required: true, type: () => String, example: '010-1234-5678' },
              email: { required: true, type: () => String, example: 'parent@example.com' },
              birth: { required: true, type: () => String, example: '1985-05-05' },
            },
            PersonalDataAccessRow: {
              id: { required: true, type: () => Number, example: 12 },
              kind: {
                required: true,
                description:
                  'REVEAL: contact and e-mail shown in full; EXPORT: a file of applicants downloaded.',
                enum: ['EXPORT', 'REVEAL'],
              },
              adminName: {
                required: true,
                type: () => String,
                description: "The administrator's name.",
                example: 'admin',
              },
              address: {
                required: true,
                type: () => String,
                description: "The request's address.",
                example: '203.0.113.7',
              },
              subjectKind: {
                required: true,
                nullable: true,
                description: 'Whose data (a reveal).',
                enum: ['APPLICATION', 'WAITLIST_ENTRY'],
              },
              subjectId: { required: true, type: () => Number, nullable: true, example: 7 },
              fields: { required: true, type: () => [String], example: ['contact', 'email'] },
              scope: {
                required: true,
                type: () => String,
                nullable: true,
                description: "An export's scope: ALL or LECTURE:<id>.",
                example: 'LECTURE:3',
              },
              occurredAt: {
                required: true,
                type: () => String,
                description: 'ISO 8601.',
                example: '2026-11-25T03:00:00.000Z',
              },
            },
            PersonalDataAccessPage: {
              items: {
                required: true,
                type: () => [t['./admin/dto/personal-data.response'].PersonalDataAccessRow],
              },
              total: { required: true, type: () => Number, example: 42 },
              page: { required: true, type: () => Number, example: 1 },
              size: { required: true, type: () => Number, example: 20 },
            },
          },
        ],
        [
          import('./admin/dto/personal-data.dto.js'),
          {
            PersonalDataAccessQuery: {
              page: { required: false, type: () => Number, description: 'From 1.', example: 1 },
            },
          },
        ],
        [
          import('./common/openapi/api-error.response.js'),
          {
            ApiNearbySlot: {
              start: { required: true, type: () => String, example: '2026-12-03T02:00:00.000Z' },
              end: { required: true, type: () => String, example: '2026-12-03T02:50:00.000Z' },
              time: { required: true, type: () => String, example: '11:00' },
              date: { required: true, type: () => String, example: '2026-12-03' },
            },
            ApiErrorBody: {
              statusCode: { required: true, type: () => Number, example: 400 },
              message: { required: true, type: () => Object },
              error: {
                required: true,
                type: () => String,
                description: "The HTTP status's name.",
                example: 'Bad Request',
              },
              code: {
                required: false,
                type: () => String,
                description:
                  'A machine-readable reason where the client acts on it (e.g. a payment error code).',
              },
              retryAfterSeconds: {
                required: false,
                type: () => Number,
                description:
                  'On a 429 that knows when to come back: seconds until then (also the Retry-After header).',
              },
              codeExpiresInSeconds: {
                required: false,
                type: () => Number,
                description:
                  'With CODE_RESEND_TOO_SOON: seconds the code this browser was sent a moment ago still works,\nso a reloaded page asks for that code.',
              },
              nearest: {
                required: false,
                type: () => [t['./common/openapi/api-error.response'].ApiNearbySlot],
                description:
                  'With SLOT_TAKEN (booking an appointment): the free times nearest to the one asked, to pick\ninstead: `{ start, end, time, date }` each.',
              },
              dates: {
                required: false,
                type: () => [String],
                description:
                  "With SERIES_CONFLICT (a weekly series): the sessions' dates that cannot be booked now.",
              },
              requestId: {
                required: false,
                type: () => String,
                description:
                  'On a 500: the id of the request in the logs (also in the X-Request-Id header).',
              },
            },
          },
        ],
      ],
      controllers: [
        [
          import('./audit/audit.controller.js'),
          {
            AuditController: {
              page: {
                summary:
                  'Newest first; filtered by account, kind and Seoul dates; a page at a time.',
                type: t['./audit/dto/audit.response'].AuditEventPage,
              },
              accounts: {
                summary: 'The accounts the trail can be filtered by.',
                type: [t['./audit/dto/audit.response'].AuditAccount],
              },
            },
          },
        ],
        [
          import('./seats/seats.controller.js'),
          {
            SeatsController: {
              seats: { type: t['./seats/dto/seats.response'].LectureSeatsResponse },
            },
          },
        ],
        [
          import('./uploads/admin-content-images.controller.js'),
          {
            AdminContentImagesController: {
              add: { type: t['./uploads/dto/content-image.response'].ContentImageResponse },
            },
          },
        ],
        [
          import('./auth/auth.controller.js'),
          {
            AuthController: {
              login: {
                summary:
                  '200 { accessToken } and, with auto-login, the refresh cookie; for an account with two-factor\nsign-in (or when the owner requires it) 200 { twoFactor, challenge } and no token yet\n(TwoFactorSignInController ends the sign-in); 401 with one message for an unknown id and a\nwrong password alike; 429 past the limits (LoginRateLimit).',
                type: t['./auth/dto/login.response'].LoginResponse,
              },
              refresh: {
                summary:
                  'A new access token for the refresh cookie, which is replaced (each one works once).',
                type: t['./auth/dto/access-token.response'].AccessTokenResponse,
              },
              logout: {
                summary:
                  'Ends the session of the refresh cookie and/or the Bearer access token; always 204.',
              },
            },
          },
        ],
        [
          import('./auth/invitation.controller.js'),
          {
            InvitationController: {
              view: {
                summary: 'Who invited whom, before the password is chosen.',
                type: t['./auth/dto/staff.dto'].InvitationViewResponse,
              },
              accept: {
                summary:
                  'Creates the staff account with this password (12+ characters, not a breached one).',
                type: t['./auth/dto/staff.dto'].InvitationAcceptedResponse,
              },
            },
          },
        ],
        [
          import('./auth/staff.controller.js'),
          {
            CurrentAdminController: {
              me: { type: t['./auth/dto/staff.dto'].CurrentAdminResponse },
            },
            StaffController: {
              list: {
                summary: 'Every account (the owner first) and the invitations still pending.',
                type: t['./auth/dto/staff.dto'].StaffListResponse,
              },
              invite: {
                summary:
                  'A one-time link for the invited person (72 hours); its token is shown this once only.',
                type: t['./auth/dto/staff.dto'].StaffInvitedResponse,
              },
              send: {
                summary:
                  "Sends the pending invitation's link by e-mail or \uC54C\uB9BC\uD1A1 to `to` (at most three times per\ninvitation); the audit trail notes the channel, never the address.",
                type: t['./auth/dto/staff.dto'].InvitationSentResponse,
              },
              revoke: {},
              deactivate: {
                summary:
                  "Ends the account's sessions and refresh tokens at once; it cannot sign in until reactivated.",
                type: t['./auth/dto/staff.dto'].StaffAccountResponse,
              },
              reactivate: { type: t['./auth/dto/staff.dto'].StaffAccountResponse },
            },
            TeamPolicyController: {
              get: { type: t['./auth/dto/team-policy.dto'].TeamPolicyResponse },
              update: { type: t['./auth/dto/team-policy.dto'].TeamPolicyResponse },
            },
          },
        ],
        [
          import('./auth/two-factor/two-factor-sign-in.controller.js'),
          {
            TwoFactorSignInController: {
              verify: {
                summary:
                  'A CODE challenge with a 6-digit code from the app, or a recovery code (works once).',
                type: t['./auth/dto/access-token.response'].AccessTokenResponse,
              },
              setup: {
                summary:
                  'An ENROL challenge (two-factor required, none set up): a new secret to scan.',
                type: t['./auth/two-factor/dto/two-factor.response'].TwoFactorSetupResponse,
              },
              confirm: {
                summary:
                  "The app's first code turns it on and signs in; the recovery codes are in this answer only.",
                type: t['./auth/two-factor/dto/two-factor.response'].TwoFactorEnrolledResponse,
              },
            },
          },
        ],
        [
          import('./auth/two-factor/two-factor.controller.js'),
          {
            TwoFactorController: {
              status: {
                summary:
                  'On or off, recovery codes left, and whether the owner requires it of every account.',
                type: t['./auth/two-factor/dto/two-factor.response'].TwoFactorStatusResponse,
              },
              setup: {
                summary:
                  'A new secret (QR code and text) to add to an authenticator app; not in force until confirmed.\nAsks for the password (an access token alone, however fresh, binds no app); a wrong one\ncounts as a failed sign-in.',
                type: t['./auth/two-factor/dto/two-factor.response'].TwoFactorSetupResponse,
              },
              confirm: {
                summary:
                  "The password and the app's current code turn it on; the ten recovery codes are in this\nanswer only.",
                type: t['./auth/two-factor/dto/two-factor.response'].RecoveryCodesResponse,
              },
              disable: {
                summary:
                  'Off, with the password and a code from the app or a recovery code; a wrong password or code\ncounts as a failed sign-in.',
              },
              regenerate: {
                summary: 'Ten new recovery codes (the old ones stop working), with a code.',
                type: t['./auth/two-factor/dto/two-factor.response'].RecoveryCodesResponse,
              },
              reset: {
                summary:
                  "Owner only: turns off another account's two-factor sign-in (a lost phone). It signs in with\nits password next time, and sets up a new authenticator then when the owner requires it.",
              },
            },
          },
        ],
        [
          import('./uploads/uploads.controller.js'),
          { UploadsController: { serve: {}, share: {} } },
        ],
        [
          import('./lectures/admin-lectures.controller.js'),
          {
            AdminLecturesController: {
              list: { type: [t['./lectures/dto/admin-lecture.response'].AdminLectureRow] },
              get: { type: t['./lectures/dto/admin-lecture.response'].AdminLectureDetail },
              create: { type: t['./lectures/dto/admin-lecture.response'].LectureSaved },
              update: { type: t['./lectures/dto/admin-lecture.response'].LectureSaved },
              remove: { type: t['./lectures/dto/admin-lecture.response'].LectureRemoved },
            },
          },
        ],
        [
          import('./lectures/lectures.controller.js'),
          {
            LecturesController: {
              list: { type: [t['./lectures/dto/lecture.response'].LectureSummaryResponse] },
              fees: { type: [t['./lectures/dto/lecture.response'].LectureFeeResponse] },
              get: {
                summary: 'Spec \u00A77: a list holding the one lecture.',
                type: [t['./lectures/dto/lecture.response'].LectureResponse],
              },
            },
          },
        ],
        [
          import('./notices/admin-notices.controller.js'),
          {
            AdminNoticesController: {
              list: { type: [t['./notices/dto/notice.response'].AdminNoticeRow] },
              get: { type: t['./notices/dto/notice.response'].AdminNoticeDetail },
              create: { type: t['./notices/dto/notice.response'].NoticeSaved },
              update: { type: t['./notices/dto/notice.response'].NoticeSaved },
              remove: { type: t['./notices/dto/notice.response'].NoticeRemoved },
            },
          },
        ],
        [
          import('./notices/notices.controller.js'),
          {
            NoticesController: {
              list: { type: t['./notices/dto/notice.response'].NoticePageResponse },
              get: { type: t['./notices/dto/notice.response'].NoticeResponse },
            },
          },
        ],
        [
          import('./programs/admin-programs.controller.js'),
          {
            AdminProgramsController: {
              list: {
                summary: "Every program in the public list's order, archived ones last.",
                type: [t['./programs/dto/admin-program.response'].AdminProgramRow],
              },
              reorder: {
                summary: "The public list's order: every live program's id, first shown first.",
                type: [t['./programs/dto/admin-program.response'].AdminProgramRow],
              },
              get: { type: t['./programs/dto/admin-program.response'].AdminProgramDetail },
              create: {
                summary:
                  'A new program, with its thumbnail in part `file`; it goes at the end of the public list.',
                type: t['./programs/dto/admin-program.response'].ProgramSaved,
              },
              update: {
                summary: 'Only what changed; a new thumbnail in part `file`.',
                type: t['./programs/dto/admin-program.response'].ProgramSaved,
              },
              remove: {
                summary: 'Deleted, or archived when something references it (result says which).',
                type: t['./programs/dto/admin-program.response'].ProgramRemoved,
              },
              restore: {
                summary: 'An archived program back on the public list.',
                type: t['./programs/dto/admin-program.response'].ProgramSaved,
              },
              addImage: {
                summary: 'One more carousel image (part `file`), at the end.',
                type: t['./programs/dto/admin-program.response'].ProgramImagesSaved,
              },
              reorderImages: {
                summary: "The carousel's order: every image's stored name, first shown first.",
                type: t['./programs/dto/admin-program.response'].ProgramImagesSaved,
              },
              removeImage: { type: t['./programs/dto/admin-program.response'].ProgramImagesSaved },
            },
          },
        ],
        [
          import('./programs/programs.controller.js'),
          {
            ProgramsController: {
              list: { type: [t['./programs/dto/program.response'].ProgramResponse] },
              images: { type: t['./programs/dto/program.response'].ProgramImagesResponse },
              get: { type: t['./programs/dto/program.response'].ProgramResponse },
            },
          },
        ],
        [
          import('./site/admin-site.controller.js'),
          {
            AdminSiteController: {
              get: {
                summary: 'The settings as stored now (not the public cache).',
                type: t['./site/dto/site-settings.response'].SiteSettingsResponse,
              },
              update: {
                summary:
                  'Replaces every setting; a field refused names itself, and then nothing is saved.',
                type: t['./site/dto/site-settings.response'].SiteSettingsResponse,
              },
              addPicture: {
                summary:
                  "One picture for the site (a counsellor's photo, a room for \uC13C\uD130 \uB458\uB7EC\uBCF4\uAE30) in part `file`,\nchecked and stored clean like every image the back office takes. It shows nowhere until the\nsettings name it and are saved.",
                type: t['./site/dto/site-settings.response'].SitePictureResponse,
              },
            },
          },
        ],
        [
          import('./site/site.controller.js'),
          {
            SiteController: {
              get: {
                summary:
                  "The centre's public details for the header, footer and information pages: the settings the\nback office edits, from the public reads' cache (built again only when they change).\n`no-cache`, not the programs' few seconds: a browser asks again each time (a 304 with the\nETag), so a corrected phone number shows on the next page.",
                type: t['./site/dto/site.response'].SiteResponse,
              },
            },
          },
        ],
        [
          import('./pages/crawler-files.controller.js'),
          {
            CrawlerFilesController: {
              robots: {
                summary:
                  "Public pages for everyone; the family's and the back office's pages are not worth indexing.",
                type: String,
              },
              sitemap: {},
              feed: {},
            },
          },
        ],
        [
          import('./applications/applications.controller.js'),
          {
            ApplicationsController: {
              apply: {
                summary:
                  'State 0 also sets the cookie that lets this browser pay for the application.',
                type: Object,
              },
            },
          },
        ],
        [
          import('./payments/desk-payment.controller.js'),
          {
            DeskPaymentController: {
              record: { type: t['./payments/dto/desk-payment.dto'].DeskPaymentResponse },
            },
          },
        ],
        [
          import('./payments/payments.controller.js'),
          {
            PaymentsController: {
              init: {
                summary:
                  "Needs the applying browser's cookie or the guest's proof for this application.",
                type: t['./payments/dto/payment.response'].PaymentInitResponse,
              },
              verify: { type: t['./payments/dto/payment.response'].VerifyResponse },
              retry: { type: t['./payments/dto/payment.response'].RetryResponse },
              state: {
                summary:
                  "What is true of the application's payment now (paid, awaiting deposit, not paid), for the\nbrowser that made it or a guest who proved it: the payment pages ask it on back, reload and\nin an old tab.",
                type: t['./payments/dto/payment.response'].PaymentStateResponse,
              },
              webhook: {
                summary:
                  'Toss counts only HTTP 200 as delivered; handled and ignored events both answer it. An event\nthat could not be verified because the provider did not answer the lookup gets a 503, so\nToss sends it again.',
                type: t['./payments/dto/payment.response'].WebhookResponse,
              },
            },
          },
        ],
        [
          import('./health/health.controller.js'),
          {
            HealthController: {
              alive: {
                summary: 'The process is alive.',
                type: t['./health/dto/health.response'].HealthResponse,
              },
              ready: {
                summary:
                  'The database answers, every migration has been applied, and the process is not stopping.',
                type: t['./health/dto/health.response'].HealthResponse,
              },
            },
          },
        ],
        [
          import('./waitlist/admin-waitlist.controller.js'),
          {
            AdminWaitlistController: {
              list: { type: [t['./waitlist/dto/waitlist.response'].AdminWaitlistEntry] },
              offer: { type: t['./waitlist/dto/waitlist.response'].AdminWaitlistChanged },
              remove: { type: t['./waitlist/dto/waitlist.response'].AdminWaitlistChanged },
            },
          },
        ],
        [
          import('./waitlist/waitlist.controller.js'),
          {
            WaitlistController: {
              join: {
                summary:
                  "Joining proves nothing: my info opens with a code (POST /api/guest/code). The proof of the\ne-mail, when this browser has one, lets the answer tell of the e-mail's own place (-1), as\ndoes an entry this browser made itself (the maeum_waitlist cookie).",
                type: Object,
              },
              offer: {
                summary:
                  "Any token that is not an open offer's: 404 (not one) or 410 (expired, used, cancelled).",
                type: t['./waitlist/dto/waitlist.response'].WaitlistOfferResponse,
              },
              cancel: { type: t['./waitlist/dto/waitlist.response'].WaitlistCancelled },
            },
          },
        ],
        [
          import('./cash-receipts/cash-receipts.controller.js'),
          {
            CashReceiptsController: {
              issue: {
                type: t['./cash-receipts/dto/cash-receipt.response'].IssueCashReceiptResponse,
              },
            },
          },
        ],
        [
          import('./refunds/admin-cancel.controller.js'),
          {
            AdminCancelController: {
              quote: {
                summary:
                  'What the cancel would do now (issue 36): the won it gives back and where, whether it cannot\nbe done here, and whether for this administrator it would wait for the owner. Moves nothing.',
                type: t['./refunds/dto/admin-cancel.dto'].CancelQuoteResponse,
              },
              cancel: {
                summary:
                  "200: cancelled. 202: a staff member's cancel above the limits waits for the owner.",
                type: Object,
              },
            },
          },
        ],
        [
          import('./refunds/admin-money.controller.js'),
          {
            AdminMoneyController: {
              money: {
                summary:
                  'The money as the ledger has it, and what this administrator may refund on their own.',
                type: t['./refunds/dto/application-money.response'].ApplicationMoneyResponse,
              },
              handBack: {
                summary:
                  'The cash of a refund by hand was handed back to the family (issue 36): who and when, once.\nAny administrator (the one at the desk); a second press answers the first record (200).',
                type: t['./refunds/dto/cash-hand-back.dto'].CashHandBackResponse,
              },
              refund: {
                summary:
                  "200: refunded. 202: the refund waits for the owner's approval (a staff member above the\nlimits, or an account typed here, whoever asks).",
                type: Object,
              },
            },
          },
        ],
        [
          import('./refunds/lecture-closure.controller.js'),
          {
            LectureClosureController: {
              close: {
                summary:
                  "Closes the lecture at once and starts refunding its families in the background (202). The\nowner's only (issue 20): it refunds everyone, beyond any staff refund limit.",
                type: t['./refunds/dto/lecture-closure.response'].LectureClosureResponse,
              },
              quote: {
                summary:
                  "What a \uD3D0\uAC15 would do now (issue 36): applications, the won that goes back and by where, for\nthe confirm step. The owner's only, as the close. Moves nothing.",
                type: t['./refunds/dto/lecture-closure.response'].ClosureQuoteResponse,
              },
              progress: {
                type: t['./refunds/dto/lecture-closure.response'].LectureClosureResponse,
              },
            },
          },
        ],
        [
          import('./refunds/guest-cancel.controller.js'),
          {
            GuestCancelController: {
              cancel: {
                summary:
                  "Guest token required (401); the application must be the proven guest's (else 404).",
                type: t['./refunds/dto/guest-cancel.dto'].GuestCancelResponse,
              },
            },
          },
        ],
        [
          import('./refunds/refund-requests.controller.js'),
          {
            RefundRequestsController: {
              list: { type: t['./refunds/dto/refund-request.dto'].RefundRequestListResponse },
              approve: {
                summary:
                  'Executes the refund now (re-checking what is refundable); 409 once decided.',
                type: t['./refunds/dto/refund-request.dto'].RefundDecisionResponse,
              },
              decline: { type: t['./refunds/dto/refund-request.dto'].RefundDecisionResponse },
            },
          },
        ],
        [
          import('./sandbox/sandbox-api.controller.js'),
          {
            TossApiExceptionFilter: {},
            SandboxApiController: { confirm: {}, getByOrderId: {}, get: {}, cancel: {} },
            SandboxCashReceiptsController: { issue: {}, cancel: {} },
          },
        ],
        [
          import('./sandbox/sandbox-pages.controller.js'),
          {
            SandboxPagesController: {
              script: {},
              checkoutPage: {},
              submit: {},
              status: {},
              deposit: {},
              cashReceipt: {},
              receipt: {},
            },
          },
        ],
        [
          import('./appointments/admin-session-packages.controller.js'),
          {
            AdminSessionPackagesController: {
              list: { type: [t['./appointments/dto/session-package.dto'].AdminSessionPackage] },
              sell: { type: t['./appointments/dto/session-package.dto'].AdminSessionPackage },
              cancel: { type: t['./appointments/dto/session-package.dto'].AdminSessionPackage },
              refund: { type: t['./appointments/dto/session-package.dto'].AdminSessionPackage },
            },
          },
        ],
        [
          import('./appointments/admin-calendar.controller.js'),
          {
            AdminCalendarController: {
              read: { type: t['./appointments/dto/calendar.dto'].CalendarResponse },
              orphaned: { type: t['./appointments/dto/calendar.dto'].OrphanedAppointments },
              choices: { type: t['./appointments/dto/calendar.dto'].CalendarChoices },
              free: { type: t['./appointments/dto/calendar.dto'].FreeTimes },
              book: { type: t['./appointments/dto/calendar.dto'].StaffBooked },
              previewSeries: { type: t['./appointments/dto/calendar.dto'].SeriesPreview },
              bookSeries: { type: t['./appointments/dto/calendar.dto'].SeriesBooked },
              move: { type: t['./appointments/dto/calendar.dto'].CalendarAppointment },
              cancel: { type: t['./appointments/dto/calendar.dto'].CalendarAppointment },
              attendance: { type: t['./appointments/dto/calendar.dto'].CalendarAppointment },
            },
          },
        ],
        [
          import('./appointments/admin-booking-setup.controller.js'),
          {
            AdminBookingSetupController: {
              closedDays: { type: t['./appointments/dto/setup.response'].ClosedDaysResponse },
              addClosedDay: { type: t['./appointments/dto/setup.response'].SetupDone },
              removeClosedDay: { type: t['./appointments/dto/setup.response'].SetupDone },
              rooms: { type: [t['./appointments/dto/setup.response'].RoomRow] },
              addRoom: { type: t['./appointments/dto/setup.response'].SetupSaved },
              updateRoom: { type: t['./appointments/dto/setup.response'].SetupSaved },
              types: { type: [t['./appointments/dto/setup.response'].AppointmentTypeRow] },
              addType: { type: t['./appointments/dto/setup.response'].SetupSaved },
              updateType: { type: t['./appointments/dto/setup.response'].SetupSaved },
            },
          },
        ],
        [
          import('./appointments/admin-counsellors.controller.js'),
          {
            AdminCounsellorsController: {
              list: {
                summary: 'The owner sees every counsellor; a staff account its own profile.',
                type: [t['./appointments/dto/setup.response'].CounsellorRow],
              },
              accounts: {
                summary:
                  "Active accounts without a profile, for the owner's \uC0C1\uB2F4\uC0AC \uCD94\uAC00.",
                type: [t['./appointments/dto/setup.response'].CounsellorAccountOption],
              },
              create: { type: t['./appointments/dto/setup.response'].SetupSaved },
              get: { type: t['./appointments/dto/setup.response'].CounsellorDetail },
              update: { type: t['./appointments/dto/setup.response'].SetupSaved },
              remove: {
                summary:
                  'Only a profile that never had an appointment (409 otherwise: deactivate it instead).',
                type: t['./appointments/dto/setup.response'].SetupDone,
              },
              hours: {
                summary: 'The whole week at once, replacing what was there.',
                type: t['./appointments/dto/setup.response'].SetupDone,
              },
              addTimeOff: { type: t['./appointments/dto/setup.response'].SetupSaved },
              removeTimeOff: { type: t['./appointments/dto/setup.response'].SetupDone },
              issueFeed: {
                summary:
                  'A new private calendar feed address, shown this once (only its hash is kept); the address\nmade before it stops answering.',
                type: t['./appointments/dto/setup.response'].CounsellorFeedIssued,
              },
              revokeFeed: {
                summary: 'Turns the calendar feed off: its address stops answering.',
                type: t['./appointments/dto/setup.response'].SetupDone,
              },
            },
          },
        ],
        [
          import('./appointments/pay-link.controller.js'),
          {
            PayLinkController: {
              view: { type: t['./appointments/dto/booking.dto'].PayLinkResponse },
              start: {
                summary:
                  "Starts paying the deposit (card or transfer): the window's parameters, the amount the\nserver's. Refused in words once paid, cancelled or past the link's time.",
                type: t['./payments/dto/payment.response'].PaymentInitResponse,
              },
            },
          },
        ],
        [
          import('./appointments/package-pay-link.controller.js'),
          {
            PackagePayLinkController: {
              view: { type: t['./appointments/dto/session-package.dto'].PackagePayLinkResponse },
              start: {
                summary:
                  "Starts paying the package (card or transfer): the window's parameters, the amount the\nserver's. Refused in words once paid, cancelled or past the link's deadline.",
                type: t['./payments/dto/payment.response'].PaymentInitResponse,
              },
              verify: {
                summary:
                  "The success redirect's confirm: the order must be this package's and the amount its\nattempt's; one caller confirms. Answers how it was paid.",
                type: t['./appointments/dto/session-package.dto'].PackagePaidResponse,
              },
            },
          },
        ],
        [
          import('./appointments/calendar-feed.controller.js'),
          { CalendarFeedController: { feed: { type: String } } },
        ],
        [
          import('./appointments/booking.controller.js'),
          {
            BookingController: {
              program: { type: t['./appointments/dto/booking.dto'].BookingProgram },
              days: { type: t['./appointments/dto/booking.dto'].BookingDays },
              slots: { type: t['./appointments/dto/booking.dto'].BookingSlots },
            },
          },
        ],
        [
          import('./appointments/family-appointments.controller.js'),
          {
            FamilyAppointmentsController: {
              book: { type: t['./appointments/dto/booking.dto'].FamilyAppointment },
              packages: {
                summary: "The proven family's \uD68C\uAE30\uAD8C, with the sessions left.",
                type: t['./appointments/dto/session-package.dto'].FamilySessionPackages,
              },
              mine: { type: t['./appointments/dto/booking.dto'].FamilyAppointments },
              cancel: { type: t['./appointments/dto/booking.dto'].FamilyAppointment },
              reschedule: { type: t['./appointments/dto/booking.dto'].FamilyAppointment },
              startDeposit: {
                summary:
                  "Starts paying a held booking's deposit (card or transfer): the window's parameters, the\namount the server's. The hold is renewed; a lapsed one only while the time is still free.",
                type: t['./payments/dto/payment.response'].PaymentInitResponse,
              },
              verifyDeposit: {
                summary:
                  "The payment window's success redirect, confirmed: the order must be this booking's and the\namount its deposit. No proof is asked (the order and key came from the provider's redirect,\nand the proof may have lapsed while paying); the answer names no family member.",
                type: t['./appointments/dto/booking.dto'].DepositPaidResponse,
              },
            },
          },
        ],
        [
          import('./inquiries/admin-inquiries.controller.js'),
          {
            AdminInquiriesController: {
              list: { type: [t['./inquiries/dto/inquiry.response'].AdminInquiryRow] },
              counts: { type: t['./inquiries/dto/inquiry.response'].InquiryCounts },
              get: { type: t['./inquiries/dto/inquiry.response'].AdminInquiryDetail },
              answer: { type: t['./inquiries/dto/inquiry.response'].AdminInquiryDetail },
            },
          },
        ],
        [
          import('./inquiries/inquiries.controller.js'),
          {
            InquiriesController: {
              send: { type: t['./inquiries/dto/inquiry.response'].InquirySent },
            },
          },
        ],
        [
          import('./notifications/admin-broadcasts.controller.js'),
          {
            AdminBroadcastsController: {
              preview: {
                summary:
                  'How many families it would reach, and the message as they would read it. Sends nothing.',
                type: t['./notifications/dto/lecture-broadcast.response'].LectureBroadcastPreview,
              },
              send: {
                summary:
                  'Sends it to the families counted, once per family (again with the same key: nothing).',
                type: t['./notifications/dto/lecture-broadcast.response'].LectureBroadcastSent,
              },
            },
          },
        ],
        [
          import('./notifications/admin-messages.controller.js'),
          {
            AdminMessagesController: {
              ofApplication: {
                summary: 'Newest first, recipients masked, without bodies; each with its attempts.',
                type: [t['./notifications/dto/message.response'].AdminMessageInfo],
              },
              resend: {
                summary:
                  'Queues a new message like this one, rendered afresh from the rows at send time.',
                type: t['./notifications/dto/message.response'].MessageResent,
              },
              templates: {
                summary: 'Every kind of message rendered with example rows.',
                type: [t['./notifications/dto/message.response'].MessageTemplatePreview],
              },
            },
          },
        ],
        [
          import('./notifications/my-info-link.controller.js'),
          {
            MyInfoLinkController: {
              open: {
                summary:
                  "Opens my info from a message: checks the link's token, uses it up, and sets the proof cookie\nfor the contact the message was delivered to (marked as opened by a link). Single-use, 24\nhours. The answer names that contact only, never a birth date.",
                type: t['./notifications/dto/message.response'].MyInfoLinkOpened,
              },
            },
          },
        ],
        [
          import('./notifications/sandbox-messages.controller.js'),
          {
            SandboxMessages: {},
            SandboxMessagesGuard: {},
            SandboxMessagesAuthFilter: {},
            SandboxMessagesController: { page: {}, json: {} },
          },
        ],
        [
          import('./privacy/consents.controller.js'),
          {
            ConsentsController: {
              list: {
                summary:
                  'The consents the application form shows now, newest version of each, in order.',
                type: [t['./privacy/dto/consent.response'].ConsentTextResponse],
              },
            },
            AdminConsentsController: {
              ofApplication: {
                summary:
                  'Each consent shown on its form: version, agreed or not, when, and the text.',
                type: [t['./privacy/dto/consent.response'].ApplicationConsentResponse],
              },
            },
          },
        ],
        [
          import('./privacy/privacy-requests.controller.js'),
          {
            PrivacyRequestsController: {
              list: {
                summary:
                  'Downloads, corrections and deletion requests from my info, newest first (20 a page).',
                type: t['./privacy/dto/privacy-request.response'].PrivacyRequestPage,
              },
            },
          },
        ],
        [
          import('./guests/guests.controller.js'),
          {
            GuestsController: {
              userCheck: {
                summary:
                  "Spec \u00A77's first step: 1 the pair matched, and a code went to the e-mail (POST\n/api/guest/code/verify opens my info) unless this browser is remembered for it (then the\nproof cookie at once); -1 no history, 0 e-mail and birth date do not match. History is\napplications and waiting-list entries alike. The pair alone opens nothing.",
                type: t['./guests/dto/user-info.response'].UserCheckResponse,
              },
              userInfo: {
                summary:
                  "Spec \u00A73: everything made with the contact the proof proves; without one 401 and no data.\n`email`, when sent, must be the proof's.",
                type: t['./guests/dto/user-info.response'].UserInfoResponse,
              },
              certificate: {
                summary:
                  '\uC218\uAC15 \uD655\uC778\uC11C of one application: only one the proof itself proves (e-mail and birth date) and\nonly while something is paid; otherwise 404 and no data. POST: the e-mail stays out of URLs.',
                type: t['./guests/dto/certificate.dto'].CertificateResponse,
              },
              myData: {
                summary:
                  "\uB0B4 \uC815\uBCF4 \uB0B4\uB824\uBC1B\uAE30 (issue 21): everything stored about the person the proof proves (their own\napplications only, never another's made with the same e-mail), as a readable JSON file with\nKorean keys. Recorded in the back office.",
                type: String,
              },
              contact: {
                summary:
                  "\uC5F0\uB77D\uCC98 \uC218\uC815: the phone and/or e-mail of the proven person's applications and waiting-list\nentries. A new e-mail moves the proof with it: the answer sets the new e-mail's proof cookie.",
                type: t['./guests/dto/rights.response'].ContactCorrectionResponse,
              },
              deleteRequest: {
                summary:
                  "\uC0AD\uC81C \uC694\uCCAD: the proven person's data deleted at once but for what the Electronic Commerce Act\nkeeps (paid applications' records, until their lecture's end plus RECORD_RETENTION_YEARS);\nrefused with nothing changed while money is unsettled or an application is still live. The\nlookup ends: the proof cookie is cleared.",
                type: t['./guests/dto/rights.response'].DeletionResponse,
              },
            },
          },
        ],
        [
          import('./guests/family-door.controller.js'),
          {
            FamilyDoorController: {
              sendCode: {
                summary:
                  'Sends a 6-digit code to the e-mail (by e-mail) or phone (\uC54C\uB9BC\uD1A1, SMS fallback), the same\nanswer whether or not anything was made with it; a browser remembered for that contact is\nproven at once instead (`proven: true` and the proof cookie), unless the purpose is\n`contact-change` or `refresh` (a fresh code for a refund: always sent, same limits).',
                type: t['./guests/dto/family-code.response'].FamilyCodeSent,
              },
              verifyCode: {
                summary:
                  'A right code sets the proof cookie (and, with `remember`, the remembered-browser cookie).\nOnly the browser that asked for the code (its `maeum_family_code` cookie) can type it.',
                type: t['./guests/dto/family-code.response'].FamilyProven,
              },
              list: {
                summary:
                  "The proven contact's remembered browsers (my info's \uB85C\uADF8\uC778\uB41C \uAE30\uAE30).",
                type: t['./guests/dto/family-code.response'].RememberedBrowsers,
              },
              forget: {
                summary:
                  '`this`: \uC774 \uAE30\uAE30 \uB85C\uADF8\uC544\uC6C3 (this browser forgotten, the proof cookie cleared; no proof needed);\n`others`: \uB2E4\uB978 \uAE30\uAE30 \uBAA8\uB450 \uB85C\uADF8\uC544\uC6C3 (every other remembered browser of the proven contact).',
                type: t['./guests/dto/family-code.response'].BrowsersForgotten,
              },
            },
          },
        ],
        [import('./test-clock/test-clock.controller.js'), { TestClockController: { advance: {} } }],
        [
          import('./admin/admin-applicants.controller.js'),
          {
            AdminApplicantsController: {
              ofLecture: { type: [t['./admin/dto/admin.response'].LectureApplicantRow] },
              search: {
                summary: 'Applications, searched, filtered, sorted and paginated by the server.',
                type: t['./admin/dto/admin.response'].ApplicationListPage,
              },
              users: { type: [t['./admin/dto/admin.response'].AdminUserRow] },
              csv: {
                summary:
                  "Every applicant, or one lecture's (lectureId), as a CSV file with a Korean file name. Its\nfirst line says it holds personal data; the download is recorded (\uAC1C\uC778\uC815\uBCF4 \uC5F4\uB78C \uAE30\uB85D).",
                type: String,
              },
            },
          },
        ],
        [
          import('./admin/admin-dashboard.controller.js'),
          {
            AdminDashboardController: {
              dashboard: {
                summary:
                  'For the signed-in role: refund requests waiting for approval only for the owner.',
                type: t['./admin/dto/dashboard.response'].DashboardResponse,
              },
            },
          },
        ],
        [
          import('./admin/admin-overview.controller.js'),
          {
            AdminOverviewController: {
              overview: { type: t['./admin/dto/overview.response'].OverviewResponse },
              workbook: {
                summary: 'The same figures as an Excel file (.xlsx), amounts as numbers.',
              },
            },
          },
        ],
        [
          import('./admin/admin-personal-data.controller.js'),
          {
            AdminPersonalDataController: {
              revealApplication: {
                summary:
                  "The application's contact and e-mail in full; one REVEAL row in the record.",
                type: t['./admin/dto/personal-data.response'].PersonalDataRevealed,
              },
              revealWaitlistEntry: {
                summary:
                  "The waiting-list entry's contact and e-mail in full; one REVEAL row in the record.",
                type: t['./admin/dto/personal-data.response'].PersonalDataRevealed,
              },
              accesses: {
                summary:
                  "\uAC1C\uC778\uC815\uBCF4 \uC5F4\uB78C \uAE30\uB85D: who saw or exported families' data in full, newest first (the owner's).",
                type: t['./admin/dto/personal-data.response'].PersonalDataAccessPage,
              },
            },
          },
        ],
      ],
    },
  };
};
