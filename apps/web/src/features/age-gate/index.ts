export { AgeGate } from './age-gate.tsx';
