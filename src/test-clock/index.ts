// The test clock's public face: the module the app mounts when TEST_CLOCK_SHIFTABLE is set.
export { TestClockModule } from './test-clock.module';
