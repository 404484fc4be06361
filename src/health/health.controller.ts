import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** The process is alive. */
  @Get()
  alive(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** The database answers and every migration has been applied. */
  @Get('ready')
  async ready(): Promise<{ status: 'ok' }> {
    try {
      await this.dataSource.query('SELECT 1');
      if (await this.dataSource.showMigrations()) throw new Error('pending migrations');
    } catch {
      throw new ServiceUnavailableException(
        '서비스를 준비하고 있습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
    return { status: 'ok' };
  }
}
