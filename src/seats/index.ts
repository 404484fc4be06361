// The seats module's public face; other modules import from here (or a dto file).
export { SeatsModule } from './seats.module';
