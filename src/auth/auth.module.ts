import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AdminAccountOnStart } from './admin-account-on-start';
import { AdminAuthGuard } from './admin-auth.guard';
import { AdminJwtStrategy } from './admin-jwt.strategy';
import { AdminSessions } from './admin-sessions';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginRateLimit } from './login-rate-limit';

/** Administrator sign-in, and the global guard that closes every route not marked @Public(). */
@Module({
  imports: [PassportModule, JwtModule.register({})],
  controllers: [AuthController],
  providers: [
    AuthService,
    LoginRateLimit,
    AdminSessions,
    AdminJwtStrategy,
    AdminAccountOnStart,
    { provide: APP_GUARD, useClass: AdminAuthGuard },
  ],
  // The sandbox's guard on a live site checks a token's session as the global guard does.
  exports: [AdminSessions],
})
export class AuthModule {}
