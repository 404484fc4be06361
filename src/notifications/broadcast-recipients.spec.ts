import { broadcastFamilies, type BroadcastApplicant } from './broadcast-recipients';

const applicant = (
  id: number,
  email: string,
  contact: string,
  anonymised = false,
): BroadcastApplicant => ({
  id,
  applicant_email: email,
  applicant_contact: contact,
  anonymised_at: anonymised ? new Date('2026-01-01T00:00:00Z') : null,
});

describe('broadcastFamilies', () => {
  // Two children of one parent (one e-mail, one phone), a second parent sharing the first's
  // phone with an e-mail of their own, and a family whose data the retention removed.
  const applications = [
    applicant(7, 'Parent@Example.com ', '010-1111-1111'),
    applicant(3, 'parent@example.com', '010-1111-1111'),
    applicant(9, 'other@example.com', '01011111111'),
    applicant(12, 'third@example.com', '010-3333-3333'),
    applicant(15, '', '', true),
  ];

  it('sends one e-mail per address, to the family’s first application, in its order', () => {
    expect(broadcastFamilies(applications, 'EMAIL')).toEqual([
      { applicationId: 3, recipient: 'parent@example.com', applications: 2 },
      { applicationId: 9, recipient: 'other@example.com', applications: 1 },
      { applicationId: 12, recipient: 'third@example.com', applications: 1 },
    ]);
  });

  it('sends one 알림톡 per mobile number, however it was typed', () => {
    expect(broadcastFamilies(applications, 'ALIMTALK')).toEqual([
      { applicationId: 3, recipient: '01011111111', applications: 3 },
      { applicationId: 12, recipient: '01033333333', applications: 1 },
    ]);
  });

  it('leaves out an application without an address the channel can reach', () => {
    const landline = [applicant(1, 'a@example.com', '02-123-4567')];
    expect(broadcastFamilies(landline, 'ALIMTALK')).toEqual([]);
    expect(broadcastFamilies(landline, 'EMAIL')).toHaveLength(1);
    expect(broadcastFamilies([applicant(2, '', '', true)], 'EMAIL')).toEqual([]);
  });
});
