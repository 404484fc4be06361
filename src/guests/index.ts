// The guests module's public face; other modules import from here (or an entity file).
export { GuestsModule } from './guests.module';
export { redactFamilyCodes, usableFamilyCode } from './family-code.repository';
