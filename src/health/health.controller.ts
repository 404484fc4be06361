import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Public } from '../auth';
import { ShutdownState } from '../common/lifecycle/shutdown-state';
import type { HealthResponse } from './dto/health.response';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-docs.decorators';

@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly shutdown: ShutdownState,
  ) {}

  /** The process is alive. */
  @Get()
  alive(): HealthResponse {
    return { status: 'ok' };
  }

  /** The database answers, every migration has been applied, and the process is not stopping. */
  @ApiErrors([503, '서비스를 준비하고 있습니다. 잠시 후 다시 시도해 주세요.'])
  @Get('ready')
  async ready(): Promise<HealthResponse> {
    if (this.shutdown.isDraining) {
      throw new ServiceUnavailableException(
        '서버를 재시작하고 있습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
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
