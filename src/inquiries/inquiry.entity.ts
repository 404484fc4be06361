import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { InquiryStatus, InquiryTopic } from '../../shared/inquiry';

/**
 * A question sent from the 문의 page (issue 35): who asks, how to reach them (a mobile number for
 * 알림톡, an e-mail, or both), what about, and the centre's answer once given. Nothing about a
 * child's health or the reason for counselling is asked. Deleted INQUIRY_RETENTION_YEARS after it
 * was sent (the Electronic Commerce Act's period for complaint records); times come from the
 * injected Clock.
 */
@Entity('inquiry')
export class Inquiry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  /** Digits only (01012345678); null when only an e-mail was given. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  /** Lower case; null when only a phone was given. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10 })
  topic: InquiryTopic;

  @Column({ type: 'text' })
  body: string;

  /** The version of the consent text agreed to when it was sent. */
  @Column({ type: 'int' })
  consent_version: number;

  @Column({ type: 'varchar', length: 10, default: 'NEW' })
  status: InquiryStatus;

  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  answered_at: Date | null;

  /** Who answered, as a value (the staff account may be removed later). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  answered_by: string | null;

  @Column({ type: 'timestamptz' })
  created_at: Date;
}
