// The waiting list's public face; other modules import from here (or an entity / dto file).
export { WaitlistModule } from './waitlist.module';
