import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { Clock } from '../common/clock/clock';
import { AdminSessions } from './admin-sessions';
import { AdminUser } from './admin-user.entity';
import { hashPassword, verifyPassword } from './password';

export const DEMO_ADMIN_USERNAME = 'admin';

/**
 * The owner's account comes from ADMIN_USERNAME / ADMIN_PASSWORD (role OWNER, issue 20; the demo
 * `admin` is an owner too). The environment stays the truth: a changed ADMIN_PASSWORD replaces
 * the stored hash at the next start and ends every session, and an account of that name that was
 * made staff or deactivated is an active owner again (the way to recover a lost password). Outside production, with neither set and no
 * administrator yet, a demo account is created and its password printed once.
 */
@Injectable()
export class AdminAccountOnStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccount');

  constructor(
    private readonly manager: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: AdminSessions,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { admin, createDemoAdmin } = this.config.auth;
    if (admin) await this.ensure(admin.username, admin.password);
    else if (createDemoAdmin) await this.createDemo();
  }

  private async ensure(username: string, password: string): Promise<void> {
    const replaced = await this.manager.transaction(async (manager) => {
      // Replicas starting together: one creates, the others see it.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('admin-account', 0))`);
      const existing = await manager
        .getRepository(AdminUser)
        .createQueryBuilder('admin')
        .where('lower(admin.username) = lower(:username)', { username })
        .getOne();
      if (!existing) {
        await manager
          .getRepository(AdminUser)
          .insert({ username, password_hash: await hashPassword(password) });
        this.logger.log(`Administrator account "${username}" created from ADMIN_USERNAME.`);
        return false;
      }
      if (existing.role !== 'OWNER' || existing.deactivated_at) {
        // The environment's account is the owner and the recovery path: never staff, never off.
        await manager
          .getRepository(AdminUser)
          .update(existing.id, { role: 'OWNER', deactivated_at: null });
        this.logger.warn(`Administrator account "${username}" made an active owner again.`);
      }
      if (await verifyPassword(existing.password_hash, password)) return false;
      await manager
        .getRepository(AdminUser)
        .update(existing.id, { password_hash: await hashPassword(password) });
      await manager.query(
        `UPDATE admin_session SET ended_at = $2 WHERE admin_id = $1 AND ended_at IS NULL`,
        [existing.id, this.clock.now()],
      );
      return true;
    });
    if (!replaced) return;
    // Other replicas read each session again within seconds (AdminSessions); this one at once.
    this.sessions.forgetOpen();
    this.logger.log(`Administrator password replaced from ADMIN_PASSWORD; sessions ended.`);
  }

  private async createDemo(): Promise<void> {
    const password = randomBytes(12).toString('base64url');
    const created = await this.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('admin-account', 0))`);
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM admin_user`);
      if (count > 0) return false;
      await manager
        .getRepository(AdminUser)
        .insert({ username: DEMO_ADMIN_USERNAME, password_hash: await hashPassword(password) });
      return true;
    });
    if (created) {
      // Printed once, on the start that created it; set ADMIN_* for anything but a demo.
      this.logger.warn(
        `Demo administrator created: id "${DEMO_ADMIN_USERNAME}", password "${password}" (shown once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own).`,
      );
    }
  }
}
