import type { BroadcastChannel } from '../../shared/lecture-broadcast';

/** What a broadcast needs to know of an application (the applications module's row). */
export interface BroadcastApplicant {
  id: number;
  applicant_email: string;
  applicant_contact: string;
  anonymised_at: Date | null;
}

export interface BroadcastFamily {
  /** The family's first application (its messages list shows the broadcast). */
  applicationId: number;
  /** Lower-case e-mail, or the mobile number as digits only. */
  recipient: string;
  /** How many of the applications are this family's. */
  applications: number;
}

/**
 * The families of these applications on one channel, one each: a family is known by the contact
 * it proves (issue 32), here the address the message goes to, so two applications made with one
 * e-mail (e-mail) or one mobile number (알림톡) are one family and get one message. An
 * application whose personal data the retention removed has no address and is left out. Ordered
 * by the first application's id.
 */
export function broadcastFamilies(
  applications: readonly BroadcastApplicant[],
  channel: BroadcastChannel,
): BroadcastFamily[] {
  const families = new Map<string, BroadcastFamily>();
  for (const application of [...applications].sort((a, b) => a.id - b.id)) {
    if (application.anonymised_at) continue;
    const recipient =
      channel === 'EMAIL'
        ? application.applicant_email.trim().toLowerCase()
        : application.applicant_contact.replace(/\D/g, '');
    if (channel === 'EMAIL' ? !recipient.includes('@') : !/^01\d{8,9}$/.test(recipient)) continue;
    const family = families.get(recipient);
    if (family) family.applications += 1;
    else families.set(recipient, { applicationId: application.id, recipient, applications: 1 });
  }
  return [...families.values()];
}
