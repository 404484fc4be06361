import { Module } from '@nestjs/common';
import { TestClockController } from './test-clock.controller';

/** `POST /api/test-clock`, mounted only with TEST_CLOCK_SHIFTABLE=true (never in production). */
@Module({ controllers: [TestClockController] })
export class TestClockModule {}
