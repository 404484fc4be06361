import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import {
  PersonalDataAccess,
  type PersonalDataAccessKind,
  type PersonalDataSubjectKind,
} from './personal-data-access.entity';

/** Who acted, as the controller read it: the signed-in administrator and the request's address. */
export interface AccessActor {
  adminId: number;
  adminName: string;
  address: string;
}

export type AccessWhat =
  | { kind: 'REVEAL'; subjectKind: PersonalDataSubjectKind; subjectId: number; fields: string[] }
  | { kind: 'EXPORT'; scope: string; fields: string[] };

/** One page of the record, newest first. */
export interface AccessPage {
  rows: PersonalDataAccess[];
  total: number;
}

/**
 * The record of who saw families' personal data in full (issue 21): one append-only row per
 * reveal or export, written in the caller's transaction when it has one, so what is shown and
 * what is recorded go together.
 */
@Injectable()
export class PersonalDataAccessLog {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async record(actor: AccessActor, what: AccessWhat, manager?: EntityManager): Promise<void> {
    const row: Omit<PersonalDataAccess, 'id'> = {
      kind: what.kind satisfies PersonalDataAccessKind,
      admin_id: actor.adminId,
      admin_name: actor.adminName.slice(0, 100),
      address: actor.address.slice(0, 100),
      subject_kind: what.kind === 'REVEAL' ? what.subjectKind : null,
      subject_id: what.kind === 'REVEAL' ? what.subjectId : null,
      fields: what.fields,
      scope: what.kind === 'EXPORT' ? what.scope : null,
      occurred_at: this.clock.now(),
    };
    await (manager ?? this.dataSource.manager).insert(PersonalDataAccess, row);
  }

  async page(page: number, size: number): Promise<AccessPage> {
    const [rows, total] = await this.dataSource.getRepository(PersonalDataAccess).findAndCount({
      order: { occurred_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * size,
      take: size,
    });
    return { rows, total };
  }
}
