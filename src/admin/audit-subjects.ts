import type { EntityManager } from 'typeorm';
import { applicationsById } from '../applications';
import type { AuditSubjectIds, AuditSubjectNames } from '../audit';
import { lectureTitles } from '../lectures';
import { ANONYMOUS, maskedName } from '../privacy';
import { entrantsById } from '../waitlist';

/**
 * 감사 기록's names for what its rows number (the audit's AUDIT_SUBJECTS, bound by the app): an
 * application or a waiting-list entry as its applicant's masked name and its lecture
 * (`김*수 · 부모 교육 특강`), a lecture as its title, each read through its owner.
 */
export async function auditSubjects(
  manager: EntityManager,
  ids: AuditSubjectIds,
): Promise<AuditSubjectNames> {
  const [applications, entries] = await Promise.all([
    applicationsById(manager, ids.applications),
    entrantsById(manager, ids.entries),
  ]);
  const people = [...applications.values(), ...entries.values()];
  const titles = await lectureTitles(manager, [
    ...ids.lectures,
    ...people.map((person) => person.lecture_id),
  ]);
  const nameOf = (person: { applicant_name: string; lecture_id: number }) =>
    [applicantName(person.applicant_name), titles.get(person.lecture_id)]
      .filter((part) => part !== undefined)
      .join(' · ');
  const named = <T extends { applicant_name: string; lecture_id: number }>(rows: Map<number, T>) =>
    new Map([...rows].map(([id, row]) => [id, nameOf(row)]));
  return {
    applications: named(applications),
    entries: named(entries),
    lectures: titles,
  };
}

/** Masked as a record keeps it (김*수); an erased name says so. */
function applicantName(name: string): string {
  return name === ANONYMOUS.name ? ANONYMOUS.name : maskedName(name);
}
